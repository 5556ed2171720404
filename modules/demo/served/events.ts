/**
 * Demo events (issue 30): a launch, a meetup, an online talk and a conference ahead, and one that
 * has passed. Original copy written for the demo. Dates are relative to `now`, so the list always
 * has upcoming and past events; times are in each event's own zone.
 */
import type { ServedDemoItem } from '../served.ts'

const DAY = 86_400_000
/** The instant `days` from `now` at `hour`:00 UTC. */
const at = (now: Date, days: number, hour: number) => {
  const d = new Date(now.getTime() + days * DAY)
  d.setUTCHours(hour, 0, 0, 0)
  return d.toISOString()
}

const body = (...paragraphs: string[]) => `${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}\n<p><em>This is a demo event.</em></p>`

export default function demoEvents(now: Date): ServedDemoItem[] {
  return [
    {
      slug: 'aurora-launch-night-lisbon',
      title: 'Aurora launch night, Lisbon',
      summary: 'The first public rides of the Aurora, with the team that built it, on the riverside in Lisbon.',
      body: body(
        'Doors open at 18:30. At 19:00 the founders take the stage for twenty minutes on why we built the Aurora, then the test track opens until late.',
        '<strong>What to bring:</strong> a driving licence if you want to ride, and questions. Food and drinks are on us.',
      ),
      starts_at: at(now, 21, 18),
      ends_at: at(now, 21, 22),
      time_zone: 'Europe/Lisbon',
      venue: 'Yerth Studio, Rua do Açúcar 12, Lisbon',
      registration_url: 'https://tickets.example.com/yerth-aurora-launch',
      status: 'published',
      art: 301,
      image_alt: 'An illustration of a light electric vehicle under evening lights',
    },
    {
      slug: 'community-ride-porto',
      title: 'Community ride: Porto riverside',
      summary: 'An easy group ride along the Douro with Yerth riders and staff, ending with coffee and a workshop on range.',
      body: body('We meet at the old tram depot at 09:30 and ride 18 km at a relaxed pace. Loan vehicles are available for the first twelve people on the VIP list.'),
      starts_at: at(now, 35, 8),
      ends_at: at(now, 35, 12),
      time_zone: 'Europe/Lisbon',
      venue: 'Tram depot, Massarelos, Porto',
      status: 'published',
    },
    {
      slug: 'designing-for-repair-online-talk',
      title: 'Designing for repair: an online talk',
      summary: 'Our engineers on building vehicles you can open, fix and keep for decades. Live, with questions at the end.',
      body: body('A forty-minute talk with slides and a live teardown of a battery module, followed by twenty minutes of questions from the audience.'),
      starts_at: at(now, 12, 16),
      ends_at: at(now, 12, 17),
      time_zone: 'Europe/London',
      online_url: 'https://live.example.com/yerth-design-for-repair',
      status: 'published',
    },
    {
      slug: 'future-mobility-summit-berlin',
      title: 'Future Mobility Summit, Berlin',
      summary: 'Find Yerth on stage and at stand B14: a keynote on Hypermobility and the Aurora on the show floor.',
      body: body('Our co-founder speaks on the main stage on day two. The stand has the Aurora, a cut-away drivetrain and the people who designed both.'),
      starts_at: at(now, 60, 7),
      ends_at: at(now, 62, 16),
      time_zone: 'Europe/Berlin',
      venue: 'Messe Berlin, Hall 4',
      online_url: 'https://summit.example.com/stream',
      registration_url: 'https://summit.example.com/register',
      status: 'published',
    },
    {
      slug: 'prototype-open-day',
      title: 'Prototype open day',
      summary: 'Our workshop opened its doors for a day of prototype rides, sketches on the wall and long conversations.',
      body: body('Over four hundred people came through the workshop. Thank you: your notes on seating and visibility are already in the next prototype.'),
      starts_at: at(now, -40, 9),
      ends_at: at(now, -40, 17),
      time_zone: 'Europe/Lisbon',
      venue: 'Yerth Workshop, Setúbal',
      status: 'published',
    },
  ]
}
