/**
 * The demo site's copy (`npm run demo`, demo.ts): blog posts in four categories, vlogs, media-kit
 * items, press highlights, enquiries and newsletter sign-ups. Original text written for the demo;
 * every person and address in it is made up (addresses end in @demo.example, RFC 2606), and the vlogs'
 * YouTube ids are placeholders ("YerthDemo01"...), marked "(demo video)" in their titles.
 * Dates are relative to the moment the demo runs, so the site always looks current.
 */
import { slugify } from '../../shared/journal.ts'

export const DEMO_EMAIL_DOMAIN = 'demo.example'
export const BLOG_CATEGORIES = ['Technology', 'Design', 'Travel', 'Community'] as const
export const VLOG_CATEGORIES = ['Road Tests', 'Behind the Scenes', 'Community'] as const
const AUTHORS = ['Amara Okafor', 'Lukas Brenner', 'Mei Tanaka', 'Sofía Ruiz', 'Jonah Whitfield']

type Category = (typeof BLOG_CATEGORIES)[number]
/** A post's place in time: published `days` ago, scheduled `days` ahead, or a draft. */
type When = { published: number } | { scheduled: number } | { draft: true }

interface PostIdea {
  title: string
  category: Category
  lede: string
  tags: string
  when: When
}

const POSTS: PostIdea[] = [
  { title: 'Hypermobility, explained in five minutes', category: 'Technology', lede: 'Hypermobility is our word for moving people and things with less energy, less noise and fewer compromises. Here is what it means in practice.', tags: 'hypermobility, electric, basics', when: { published: 2 } },
  { title: 'Inside the cell: how our battery packs age gracefully', category: 'Technology', lede: 'A battery does not die on a particular day. It loses a little of itself every cycle, and good design decides how little.', tags: 'batteries, chemistry, lifetime', when: { published: 6 } },
  { title: 'Regenerative braking on a mountain descent', category: 'Technology', lede: 'Going down a mountain is where an electric vehicle earns back what the climb cost. We measured how much.', tags: 'regeneration, efficiency, testing', when: { published: 11 } },
  { title: 'Charging at home without rewiring the house', category: 'Technology', lede: 'Most of our owners charge overnight from an ordinary socket. The trick is software that is patient with the grid.', tags: 'charging, home, grid', when: { published: 17 } },
  { title: 'Thermal management: keeping cool at forty degrees', category: 'Technology', lede: 'Heat is the quiet enemy of every battery. Our cooling loop borrows ideas from data centres and desert architecture.', tags: 'thermal, batteries, engineering', when: { published: 24 } },
  { title: 'Over-the-air updates that respect the driver', category: 'Technology', lede: 'A vehicle that improves after you buy it is wonderful, until an update arrives at the wrong moment. We design for the right one.', tags: 'software, updates, trust', when: { published: 33 } },
  { title: 'Second-life batteries for village micro-grids', category: 'Technology', lede: 'When a pack retires from the road it still holds most of its energy. We are testing where it can serve next.', tags: 'batteries, second life, energy', when: { scheduled: 4 } },
  { title: 'Solid-state cells: what we know and what we do not', category: 'Technology', lede: 'Solid-state batteries promise a lot. This is an honest note on where the research stands in our lab.', tags: 'batteries, research', when: { draft: true } },

  { title: 'Designing a cabin you can clean with a hose', category: 'Design', lede: 'Durable materials, no hidden seams, drain channels in the floor: a cabin for people who actually go outside.', tags: 'interior, materials, durability', when: { published: 4 } },
  { title: 'Why our dashboard has only three buttons', category: 'Design', lede: 'Every control we removed was a decision. Here are the three we kept and the forty we argued about.', tags: 'interface, simplicity', when: { published: 9 } },
  { title: 'The colour of the Aurora: choosing a paint that lasts', category: 'Design', lede: 'Our launch colour had to look good in northern light, hide road dust and be recyclable at the end. That took a year.', tags: 'colour, materials, aurora', when: { published: 15 } },
  { title: 'Light frames, long journeys', category: 'Design', lede: 'Weight is range. Our frame team spent two years taking grams out without taking strength away.', tags: 'frame, weight, engineering', when: { published: 21 } },
  { title: 'Seats designed with physiotherapists', category: 'Design', lede: 'A long day in a seat is a health question. We invited physiotherapists into the studio from the first sketch.', tags: 'comfort, interior, health', when: { published: 29 } },
  { title: 'Sound design for a silent vehicle', category: 'Design', lede: 'An electric vehicle must be heard by people on foot, but it should never shout. We composed its voice.', tags: 'sound, safety, pedestrians', when: { published: 38 } },
  { title: 'A repairable chassis, bolt by bolt', category: 'Design', lede: 'If a part breaks, it should be replaceable in an afternoon with common tools. Repairability is a design brief, not an afterthought.', tags: 'repair, chassis, circularity', when: { scheduled: 11 } },
  { title: 'Sketchbook: early concepts we did not build', category: 'Design', lede: 'A look through the pages that led nowhere, and what each of them taught us anyway.', tags: 'concepts, studio', when: { draft: true } },

  { title: 'Coast to coast on a single charge a day', category: 'Travel', lede: 'Four people, one prototype, eleven days and a rule: charge only where we sleep. The diary of a slow crossing.', tags: 'road trip, range, diary', when: { published: 3 } },
  { title: 'The northern loop: driving through the first snow', category: 'Travel', lede: 'Cold weather changes everything about a battery. We went north to find out how much, and found a lot of quiet.', tags: 'winter, range, testing', when: { published: 13 } },
  { title: 'Island hopping with ferries and a small battery', category: 'Travel', lede: 'Islands are where a small vehicle makes the most sense. We spent a week on ferries to prove it.', tags: 'islands, ferries, small vehicles', when: { published: 19 } },
  { title: 'A weekend in the vineyards, without a single fuel stop', category: 'Travel', lede: 'Rolling hills, slow roads and farm chargers: a weekend route anyone can copy.', tags: 'weekend, route, countryside', when: { published: 27 } },
  { title: 'Mountain passes and the art of planning a charge', category: 'Travel', lede: 'A good route planner knows the weather, the gradient and where the café with a socket is.', tags: 'mountains, planning, charging', when: { published: 41 } },
  { title: 'City to coast: a commuter becomes a traveller', category: 'Travel', lede: 'One owner tells us how a vehicle bought for the school run became the family holiday car.', tags: 'owners, family, holidays', when: { published: 52 } },
  { title: 'Desert crossing field notes', category: 'Travel', lede: 'Dust, heat and long empty roads: our hardest test route, written up day by day.', tags: 'desert, heat, testing', when: { scheduled: 20 } },

  { title: 'Meet the people who build the Aurora', category: 'Community', lede: 'Our workshop is forty people and a lot of coffee. We asked five of them what they are proudest of.', tags: 'people, workshop, aurora', when: { published: 5 } },
  { title: 'Open studio day: what visitors asked us', category: 'Community', lede: 'Three hundred people came through the studio last month. Their questions were better than ours.', tags: 'events, studio, questions', when: { published: 12 } },
  { title: 'Teaching electric mechanics at the local college', category: 'Community', lede: 'The next generation of mechanics will work on batteries and software. We helped write the course.', tags: 'education, skills, mechanics', when: { published: 23 } },
  { title: 'Owners club: the first hundred kilometres together', category: 'Community', lede: 'Our first owners met for a slow convoy through the valley. Here is what they told us along the way.', tags: 'owners, events, convoy', when: { published: 35 } },
  { title: 'Partnering with cycle lanes, not competing with them', category: 'Community', lede: 'Small electric vehicles and bicycles want the same thing: calmer, safer streets. We work with cycling groups.', tags: 'cities, cycling, partners', when: { published: 46 } },
  { title: 'A community charger map, built by owners', category: 'Community', lede: 'Farm sockets, café chargers, a friendly hotel: our owners mapped the places the big apps miss.', tags: 'charging, map, owners', when: { published: 60 } },
  { title: 'Our first year in numbers', category: 'Community', lede: 'Kilometres driven, cells recycled, cups of tea drunk in the workshop: a year of Yerth, counted.', tags: 'milestones, year', when: { draft: true } },
]

/** Sections a post is built from: two per category, then one shared closing section. */
const SECTIONS: Record<Category, Array<{ heading: string; paragraphs: string[]; list?: string[] }>> = {
  Technology: [
    { heading: 'What we measured', paragraphs: [
      'We logged every trip for a month: speed, gradient, cabin temperature and the state of each cell, ten times a second. Numbers like these are dull one at a time and fascinating in a chart.',
      'The pattern was clear. Smooth driving and moderate temperatures matter more than any single component, so the software now nudges both, quietly, in the background.',
    ], list: ['Range held within 4% of the model across the month.', 'Regeneration recovered 18% of the energy spent on climbs.', 'No cell drifted more than 2% from its neighbours.'] },
    { heading: 'Why it matters for owners', paragraphs: [
      'A vehicle that knows its battery well can promise less and deliver more. Owners see an honest range estimate, not an optimistic one, and the pack lasts years longer.',
      'It also means fewer surprises at the charger. The car prepares its battery for fast charging when it knows one is coming, and leaves it alone when it does not.',
    ] },
  ],
  Design: [
    { heading: 'Starting from the person', paragraphs: [
      'Every project in the studio begins with someone using the thing: climbing in with a bag of shopping, reaching for a control with gloves on, cleaning up after a muddy walk.',
      'We build rough models in cardboard and foam long before anything is drawn on a screen. A model you can sit in settles arguments that drawings cannot.',
    ] },
    { heading: 'Materials that age well', paragraphs: [
      'We prefer materials that look better with a few scratches: anodised aluminium, recycled felt, oiled wood from certified forests. Nothing is there only to look expensive on launch day.',
      'Each material is chosen with its second life in mind. Parts are labelled so that a recycler, years from now, knows exactly what they are holding.',
    ], list: ['Recycled aluminium for the frame and trim.', 'Felt made from recovered bottles for the cabin lining.', 'Water-based finishes throughout.'] },
  ],
  Travel: [
    { heading: 'The route', paragraphs: [
      'We planned the route around places to sleep, not places to charge. Every evening the vehicle plugged into an ordinary socket at a guest house, a farm or a friend’s garage.',
      'Days were between 150 and 280 kilometres. That turned out to be exactly enough time to stop for lunch, take a detour to the sea and still arrive before dark.',
    ] },
    { heading: 'What surprised us', paragraphs: [
      'The silence. Without an engine you hear the road, the wind and the birds, and conversations in the cabin carry on where they would normally stop.',
      'People. At almost every stop someone came over to ask about the vehicle, and several of them offered us a socket for the night before we had asked.',
    ], list: ['Longest day: 281 km, with 14% battery left.', 'Coldest morning: minus 6 °C, range down by a fifth.', 'Best charger: a bakery that let us plug in while we ate.'] },
  ],
  Community: [
    { heading: 'Who was there', paragraphs: [
      'Engineers, owners, neighbours, students and a few curious children who asked the hardest questions of the day. Everyone left with a sticker and most left with an opinion.',
      'We kept the format simple: a walk through the workshop, a cup of tea, and an open table where anyone could tell us what we should build next.',
    ] },
    { heading: 'What we are doing next', paragraphs: [
      'We will hold open days every season, alternating between the studio and the workshop, and we will publish what we learn from each of them here in the journal.',
      'If you would like to help organise one in your town, write to us through the contact page. We bring the vehicle; you bring the questions.',
    ] },
  ],
}

const CLOSING = {
  heading: 'Where this leaves us',
  paragraph: 'Hypermobility is not a single invention. It is hundreds of small decisions, made carefully and explained openly. Thank you for following along; the next chapter is already on the workbench.',
}

const QUOTES = [
  'The best machine is the one you stop noticing because it simply does what you need.',
  'Range is a design problem before it is a chemistry problem.',
  'We would rather promise 300 kilometres and deliver 320 than the other way round.',
]

function postBody(idea: PostIdea, i: number): string {
  const sections = SECTIONS[idea.category]
  const parts = [`<p>${idea.lede}</p>`]
  sections.forEach((s, n) => {
    parts.push(`<h2>${s.heading}</h2>`)
    for (const p of s.paragraphs) parts.push(`<p>${p}</p>`)
    if (s.list && (i + n) % 2 === 0) parts.push(`<ul>${s.list.map((li) => `<li>${li}</li>`).join('')}</ul>`)
  })
  if (i % 3 === 0) parts.push(`<blockquote><p>${QUOTES[i % QUOTES.length]}</p></blockquote>`)
  parts.push(`<h2>${CLOSING.heading}</h2>`, `<p><strong>${idea.title}.</strong> ${CLOSING.paragraph}</p>`)
  return parts.join('\n')
}

const DAY = 86_400_000
/** 09:00 UTC `days` from `now` (negative: in the past). */
const at = (now: Date, days: number) => new Date(Math.floor(now.getTime() / DAY) * DAY + days * DAY + 9 * 3_600_000).toISOString()

export interface DemoPost {
  slug: string
  title: string
  category: Category
  author_name: string
  tags: string
  content: string
  status: 'draft' | 'published'
  publish_date: string | null
  meta_description: string
  /** Seed of the post's illustration. */
  art: number
}

export function demoPosts(now: Date): DemoPost[] {
  return POSTS.map((idea, i) => ({
    slug: slugify(idea.title),
    title: idea.title,
    category: idea.category,
    author_name: AUTHORS[i % AUTHORS.length],
    tags: idea.tags,
    content: postBody(idea, i),
    status: 'draft' in idea.when ? 'draft' : 'published',
    publish_date: 'published' in idea.when ? at(now, -idea.when.published) : 'scheduled' in idea.when ? at(now, idea.when.scheduled) : null,
    meta_description: idea.lede,
    art: i + 1,
  }))
}

/** Placeholder YouTube ids of 11 characters, as the vlogs module stores them (https://www.youtube.com/watch?v=<id>). */
const demoVideoId = (n: number) => `YerthDemo${String(n).padStart(2, '0')}`

const VLOGS: Array<{ title: string; category: (typeof VLOG_CATEGORIES)[number]; description: string; days: number }> = [
  { title: 'Aurora prototype: first drive on the coast road', category: 'Road Tests', description: 'Our first prototype leaves the workshop and meets wind, rain and a long climb.', days: 3 },
  { title: 'Winter range test at minus six degrees', category: 'Road Tests', description: 'How much range does a cold night take? We parked outside and measured.', days: 10 },
  { title: 'Mountain pass with regenerative braking', category: 'Road Tests', description: 'Up on battery, down on regeneration: the energy graph of a mountain pass.', days: 18 },
  { title: 'A day in the battery lab', category: 'Behind the Scenes', description: 'Cell testing, thermal chambers and the people who look after them.', days: 25 },
  { title: 'How we design a seat', category: 'Behind the Scenes', description: 'From foam models to the physiotherapist’s chair: the making of a comfortable seat.', days: 33 },
  { title: 'Workshop tour with the build team', category: 'Behind the Scenes', description: 'Forty people, one workshop: a walk through where the Aurora is assembled.', days: 44 },
  { title: 'Owners club convoy through the valley', category: 'Community', description: 'Our first owners drive together for a hundred slow kilometres.', days: 52 },
  { title: 'Open studio day highlights', category: 'Community', description: 'Questions, sketches and tea: three minutes from our open studio day.', days: 63 },
]

export interface DemoVlog {
  slug: string
  title: string
  category: string
  description: string
  youtube_url: string
  author_name: string
  publish_date: string
  art: number
}

export function demoVlogs(now: Date): DemoVlog[] {
  return VLOGS.map((v, i) => {
    const title = `${v.title} (demo video)`
    return {
      slug: slugify(title),
      title,
      category: v.category,
      description: `${v.description} This is demo content: the video link is a placeholder.`,
      youtube_url: `https://www.youtube.com/watch?v=${demoVideoId(i + 1)}`,
      author_name: AUTHORS[(i + 2) % AUTHORS.length],
      publish_date: at(now, -v.days),
      art: 100 + i,
    }
  })
}

export interface DemoKitItem {
  title: string
  description: string
  item_count: string
  file: { name: string; kind: 'pdf' | 'png'; lines?: string[] }
}

export const KIT: DemoKitItem[] = [
  { title: 'Yerth Fact Sheet 2026', description: 'The company on one page: who we are, what we build, where we are going.', item_count: '1 page', file: { name: 'yerth-fact-sheet-2026.pdf', kind: 'pdf', lines: ['Yerth Fact Sheet 2026 (demo)', 'Yerth builds electric Hypermobility vehicles.', 'Founded to move people with less energy and less noise.', 'Workshop and studio: 40 people.', 'First model: the Aurora, a light four-seat vehicle.', 'Contact: press@yerth.com'] } },
  { title: 'Brand Guidelines', description: 'Logo use, colours and typography for print and screen.', item_count: '1 page', file: { name: 'yerth-brand-guidelines.pdf', kind: 'pdf', lines: ['Yerth Brand Guidelines (demo)', 'Primary green: #22A625', 'Leave clear space around the logo equal to its height.', 'Never stretch, rotate or recolour the logo.', 'Headings: a geometric sans serif. Body: a humanist sans serif.'] } },
  { title: 'Aurora Press Photo', description: 'The Aurora on the coast road, 1600 by 900 pixels.', item_count: '1 image', file: { name: 'aurora-press-photo.png', kind: 'png' } },
  { title: 'Logo on Dark', description: 'The Yerth wordmark for dark backgrounds, as a PNG.', item_count: '1 image', file: { name: 'yerth-logo-dark.png', kind: 'png' } },
]

export interface DemoEnquiry {
  name: string
  email: string
  mobile: string
  subject: 'general' | 'partnership' | 'investment' | 'media' | 'careers' | 'other'
  message: string
  source_page: 'contact' | 'coming_soon'
  /** The status staff gave it after reading. */
  status: 'unread' | 'read' | 'replied' | 'archived'
}

const person = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${DEMO_EMAIL_DOMAIN}`

export const ENQUIRIES: DemoEnquiry[] = [
  { name: 'Hannah Schultz', email: person('Hannah Schultz'), mobile: '+49 30 1234 5678', subject: 'general', message: 'When will test drives be available in Berlin? I would love to try the Aurora before deciding.', source_page: 'contact', status: 'replied' },
  { name: 'Rahul Mehta', email: person('Rahul Mehta'), mobile: '', subject: 'partnership', message: 'We run a network of hotel chargers and would like to discuss listing your vehicles in our app.', source_page: 'contact', status: 'read' },
  { name: 'Claire Dubois', email: person('Claire Dubois'), mobile: '+33 6 12 34 56 78', subject: 'media', message: 'I write for a cycling and urban mobility magazine. Could we arrange an interview with your design team?', source_page: 'contact', status: 'unread' },
  { name: 'Tomasz Nowak', email: person('Tomasz Nowak'), mobile: '', subject: 'careers', message: 'I am a battery systems engineer with six years of experience. Are you hiring in the lab?', source_page: 'contact', status: 'read' },
  { name: 'Aiko Sato', email: person('Aiko Sato'), mobile: '', subject: 'investment', message: 'Our fund focuses on clean transport. Is there an investor pack we could read?', source_page: 'contact', status: 'unread' },
  { name: 'Peter Lindqvist', email: person('Peter Lindqvist'), mobile: '+46 70 123 45 67', subject: 'general', message: 'How does the Aurora cope with Swedish winters? Range in the cold is my main worry.', source_page: 'contact', status: 'replied' },
  { name: 'Grace Adeyemi', email: person('Grace Adeyemi'), mobile: '', subject: 'other', message: 'Can the vehicle be adapted for a wheelchair user? My father would love to travel independently.', source_page: 'contact', status: 'unread' },
  { name: 'Marco Bianchi', email: person('Marco Bianchi'), mobile: '', subject: 'general', message: 'Looking forward to the launch. Please tell me when the site opens!', source_page: 'coming_soon', status: 'archived' },
  { name: 'Leila Haddad', email: person('Leila Haddad'), mobile: '', subject: 'partnership', message: 'Our city is planning low-traffic neighbourhoods and is looking for small vehicle partners for a pilot.', source_page: 'contact', status: 'unread' },
  { name: 'Samuel Osei', email: person('Samuel Osei'), mobile: '', subject: 'careers', message: 'Do you offer apprenticeships in the workshop? I am finishing my mechanics course this summer.', source_page: 'contact', status: 'unread' },
]

export const SUBSCRIBERS: Array<{ email: string; source_page: 'footer' | 'hyperbuilt' | 'strategic_partners' | 'events' }> = [
  'nora.jensen', 'felix.wagner', 'isabel.costa', 'oliver.grant', 'yuki.mori', 'ana.petrovic', 'david.cohen', 'lucia.fernandez',
  'kwame.mensah', 'emma.larsen', 'ravi.iyer', 'chloe.martin', 'ines.moreau', 'jakub.novak', 'sara.lind',
].map((name, i) => ({ email: `${name}@${DEMO_EMAIL_DOMAIN}`, source_page: (['footer', 'hyperbuilt', 'strategic_partners', 'events'] as const)[i % 4] }))

/** How much of the demo to make: `full` for `npm run demo`, `small` for the tests. */
export type DemoSize = 'full' | 'small'

export interface DemoPlan {
  posts: DemoPost[]
  vlogs: DemoVlog[]
  kit: DemoKitItem[]
  enquiries: DemoEnquiry[]
  subscribers: typeof SUBSCRIBERS
  analytics: { days: number; views: number }
}

export function demoPlan(now: Date, size: DemoSize = 'full'): DemoPlan {
  const full: DemoPlan = {
    posts: demoPosts(now),
    vlogs: demoVlogs(now),
    kit: KIT,
    enquiries: ENQUIRIES,
    subscribers: SUBSCRIBERS,
    analytics: { days: 90, views: 30_000 },
  }
  if (size === 'full') return full
  // One published post per category, one scheduled, one draft.
  const first = (state: 'scheduled' | 'draft') => full.posts.find((p) => stateOf(p, now) === state)!
  const published = full.posts.filter((p) => stateOf(p, now) === 'published')
  return {
    posts: [...published.filter((p, i, all) => all.findIndex((q) => q.category === p.category) === i), first('scheduled'), first('draft')],
    vlogs: full.vlogs.slice(0, 2),
    kit: full.kit.slice(0, 2).concat(full.kit[2]),
    enquiries: full.enquiries.slice(0, 3),
    subscribers: full.subscribers.slice(0, 3),
    analytics: { days: 90, views: 1_500 },
  }
}

export function stateOf(post: Pick<DemoPost, 'status' | 'publish_date'>, now: Date): 'published' | 'scheduled' | 'draft' {
  if (post.status === 'draft') return 'draft'
  return post.publish_date && new Date(post.publish_date) > now ? 'scheduled' : 'published'
}
