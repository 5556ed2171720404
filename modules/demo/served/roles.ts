/**
 * Demo open roles (issue 30): four roles across teams, one closing soon and one open until filled,
 * and one whose closing date has passed (it leaves the list; its page says it is closed). Original
 * copy written for the demo.
 */
import type { ServedDemoItem } from '../served.ts'

const DAY = 86_400_000
const dayFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10)

const body = (about: string, doing: string[], bring: string[]) =>
  [
    `<p>${about}</p>`,
    '<h2>What you will do</h2>',
    `<ul>${doing.map((d) => `<li>${d}</li>`).join('')}</ul>`,
    '<h2>What you bring</h2>',
    `<ul>${bring.map((b) => `<li>${b}</li>`).join('')}</ul>`,
    '<p><em>This is a demo role.</em></p>',
  ].join('\n')

export default function demoRoles(now: Date): ServedDemoItem[] {
  return [
    {
      slug: 'battery-systems-engineer',
      title: 'Battery Systems Engineer',
      summary: 'Design battery packs people can open, repair and keep for decades, from cell choice to the last connector.',
      body: body(
        'Our packs are built to be serviced, not replaced. You will own the design of the next pack with a small team of engineers and technicians.',
        ['Choose cells and design modules for range, safety and repair', 'Build and test prototypes in our workshop', 'Work with suppliers on materials and end-of-life'],
        ['Five years in battery or power electronics design', 'Hands that like building what you drew', 'Care for the planet the product is for'],
      ),
      team: 'Engineering',
      employment_type: 'FULL_TIME',
      workplace: 'onsite',
      location: 'Setúbal, Portugal',
      closes_on: dayFrom(now, 30),
      status: 'published',
    },
    {
      slug: 'product-designer-vehicle-interfaces',
      title: 'Product Designer, vehicle interfaces',
      summary: 'Shape how people talk to a Yerth: the screens, sounds and controls that make a vehicle feel calm.',
      body: body(
        'The interface of a vehicle is everything from the door handle to the route screen. You will design the parts people touch and read.',
        ['Design and prototype the in-vehicle interface', 'Test with riders every two weeks', 'Write the design language others build on'],
        ['A portfolio of products people use daily', 'Comfort with prototypes in code or cardboard', 'Curiosity about how people move'],
      ),
      team: 'Design',
      employment_type: 'FULL_TIME',
      workplace: 'hybrid',
      location: 'Lisbon, Portugal',
      status: 'published',
    },
    {
      slug: 'community-lead',
      title: 'Community Lead',
      summary: 'Grow the Yerth community: riders, meetups and the people who help shape what we build next.',
      body: body(
        'Our first riders are our best designers. You will make sure we hear them and that they meet each other.',
        ['Run community rides and meetups across Europe', 'Bring rider feedback to the product team', 'Look after our channels with warmth and honesty'],
        ['Experience building a community from a few people to many', 'Clear writing in English; Portuguese is a plus', 'Willingness to travel a few days a month'],
      ),
      team: 'Community',
      employment_type: 'PART_TIME',
      workplace: 'remote',
      location: '',
      closes_on: dayFrom(now, 9),
      status: 'published',
    },
    {
      slug: 'manufacturing-intern',
      title: 'Manufacturing Intern',
      summary: 'Six months on the workshop floor, learning how a vehicle goes from parts to the road.',
      body: body(
        'An internship for students of mechanical or industrial engineering.',
        ['Help assemble and test prototypes', 'Document processes and find ways to improve them'],
        ['Studies in engineering or a related field', 'A careful, curious way of working'],
      ),
      team: 'Operations',
      employment_type: 'INTERN',
      workplace: 'onsite',
      location: 'Setúbal, Portugal',
      closes_on: dayFrom(now, -5),
      status: 'published',
    },
  ]
}
