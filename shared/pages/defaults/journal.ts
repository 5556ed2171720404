/** Default sections of the journal page (admin-area §9). Copy shown by the public site until an editor changes it. */
import type { Section } from '../../api/pages.ts'
import { section } from '../section.ts'

export const JOURNAL_SECTIONS: Section[] = [
  section('hero', 'banner', 'Ideas in motion.', 'Ideas in motion.', {
    eyebrow: 'The Yerth Journal',
    highlight: 'motion.',
    subtitle:
      'Stories, field notes and videos from the road to Hypermobility: how we design, test and think about mobility that works like nature.',
  }),
  section(
    'blogs-door',
    'text',
    'Blogs',
    'Long reads on nature-inspired design, intelligent vehicles and the road to zero-emission mobility, written by the people building it.',
    { kicker: 'Read', image: '/journal-blogs.svg', link: '/journal/blogs', linkLabel: 'Explore the blogs' },
  ),
  section(
    'vlogs-door',
    'text',
    'Vlogs',
    'Prototypes on the test track, design reviews and conversations from the workshop floor, straight from our YouTube channel.',
    { kicker: 'Watch', image: '/journal-vlogs.svg', link: '/journal/vlogs', linkLabel: 'Watch the vlogs' },
  ),
  section(
    'story-cta',
    'text',
    'Have a story we should tell?',
    "Riders, makers, researchers and partners: we'd love to hear from you. Or get to know the team behind the Journal first.",
    { secondLabel: 'About Yerth', secondLink: '/about' },
  ),
  section('contact-button', 'button', 'Contact Us', 'Contact Us', { link: '/contact' }),
]
