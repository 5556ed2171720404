/**
 * Demo press highlights: four published stories (one linking out to its coverage) and one scheduled
 * two weeks ahead. Original copy written for the demo; each gets an illustration as its featured image.
 */
import type { ServedDemoItem } from '../served.ts'

const DAY = 86_400_000
/** 09:00 UTC, `days` from today. */
const at = (now: Date, days: number) => new Date(Math.floor(now.getTime() / DAY) * DAY + days * DAY + 9 * 3_600_000).toISOString()

const content = (lede: string) =>
  `<p>${lede}</p>\n<h2>About Yerth</h2>\n<p>Yerth designs and builds electric Hypermobility vehicles: light, repairable and quiet, made for people who travel far and cities that want calmer streets.</p>\n<p><em>This is a demo press highlight.</em></p>`

export default function demoPress(now: Date): ServedDemoItem[] {
  return [
    { slug: 'yerth-unveils-the-aurora', title: 'Yerth unveils the Aurora', description: 'The first Hypermobility vehicle, shown at our open studio.', content: content('Today we showed the Aurora for the first time: a light four-seat electric vehicle designed to be repaired, not replaced.'), status: 'published', publish_date: at(now, -8), art: 200 },
    { slug: 'yerth-opens-its-design-studio', title: 'Yerth opens its design studio', description: 'Where Hypermobility takes shape.', content: content('Our new studio brings designers, engineers and visitors under one roof.'), status: 'published', publish_date: at(now, -30), art: 201 },
    { slug: 'a-new-kind-of-vehicle-for-cities', title: 'A new kind of vehicle for cities', description: 'A look at the first prototypes, as reported by the press.', content: content('Journalists joined us for a week of test drives in the city and on the coast road.'), external_url: 'https://news.example.com/yerth-prototype-review', status: 'published', publish_date: at(now, -45), art: 202 },
    { slug: 'yerth-joins-the-clean-mobility-alliance', title: 'Yerth joins the Clean Mobility Alliance', description: 'Partners for renewable charging across the region.', content: content('We are joining partners who share chargers, data and ideas to make clean travel simple.'), status: 'published', publish_date: at(now, -70), art: 203 },
    { slug: 'aurora-production-begins', title: 'Aurora production begins', description: 'The first customer vehicles leave the workshop.', content: content('The first customer vehicles are ready for delivery.'), status: 'published', publish_date: at(now, 14), art: 204 },
  ]
}
