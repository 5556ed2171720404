/**
 * The two founders as the Home, About Us and Media pages show them by default (public-site §3
 * founder shape, flattened to string fields for the console's item editor).
 *
 * DEFAULT COPY: the names, bios, quotes, links and portraits below are illustrative placeholders
 * written for this site, not real people. Editors replace them in Website Pages (Home → founders,
 * About Us → visionaries, Media → founders); every page keeps its own copy.
 */
import type { SectionItem } from '../../api/pages.ts'

export const DEFAULT_FOUNDERS: SectionItem[] = [
  {
    id: 'founder-1',
    name: 'Arjun Rao',
    title: 'Co-Founder & Director',
    badge: '30+ years in mobility engineering',
    image: '/art/founder-1.svg',
    shortBio: 'Three decades building drivetrains and vehicle platforms, now set on making mobility feel as natural as walking.',
    fullBio:
      'Arjun spent thirty years engineering powertrains and vehicle platforms for manufacturers across three continents. He founded Yerth to design vehicles the way nature designs living things: light, adaptive and efficient by default.',
    quote: 'Nature never over-engineers. Our job is to listen to it before we build.',
    post1Name: 'Why bikes should think like nature',
    post1Url: '/journal/blogs',
    post2Name: 'Engineering for the next hundred years',
    post2Url: '/journal/blogs',
    linkedin: 'https://www.linkedin.com/company/yerth',
    twitter: 'https://x.com/yerth',
    defaultCopy: 'Placeholder founder: replace the name, bio, quote, links and photo in Website Pages.',
  },
  {
    id: 'founder-2',
    name: 'Maya Lindqvist',
    title: 'Co-Founder & Director',
    badge: '25+ years in design and technology',
    image: '/art/founder-2.svg',
    shortBio: 'A designer and technologist who has spent twenty-five years making complex machines feel human.',
    fullBio:
      'Maya led product design and interface teams in consumer electronics and automotive for a quarter of a century. At Yerth she shapes how riders and vehicles understand each other, from sensory intelligence to earth-toned interfaces.',
    quote: 'Technology should disappear into the ride. What remains is the feeling of moving with the world.',
    post1Name: 'Designing interfaces that calm',
    post1Url: '/journal/blogs',
    post2Name: 'Human + tech, not human vs tech',
    post2Url: '/journal/blogs',
    linkedin: 'https://www.linkedin.com/company/yerth',
    twitter: 'https://x.com/yerth',
    defaultCopy: 'Placeholder founder: replace the name, bio, quote, links and photo in Website Pages.',
  },
]
