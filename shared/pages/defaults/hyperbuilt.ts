/** Default sections of the hyperbuilt page (admin-area §9). Copy shown by the public site until an editor changes it. */
import type { Section } from '../../api/pages.ts'
import { section } from '../section.ts'

export const HYPERBUILT_SECTIONS: Section[] = [
  section('hero', 'banner', 'HyperBuilt', 'HyperBuilt', {
    eyebrow: 'Reality Series · Podcasts',
    tagline: 'Hypermobility, built in the open.',
    subtitle:
      'Follow the Yerth team from the first sketch to the first ride: the breakthroughs, the setbacks and the people in between. Two shows, one story, filmed as it happens.',
    subscribeLabel: 'Subscribe to Updates',
    subscribeAnchor: 'subscribe',
    image: '/art/hyperbuilt-hero.svg',
  }),
  section(
    'reality-series',
    'text',
    'Reality Series',
    'Cameras in the workshop, on the test track and in the room where the hard calls are made. Watch an electric vehicle come to life, one prototype at a time.',
    {
      badge: 'Coming Soon',
      eyebrow: 'Watch',
      image: '/art/hyperbuilt-reality.svg',
      features: 'Episodes filmed inside the Yerth workshop\nTest rides, teardowns and redesigns\nThe engineers and designers behind every decision',
    },
  ),
  section(
    'podcast-series',
    'text',
    'Podcasts',
    'Unhurried conversations with founders, engineers, riders and thinkers about the future of mobility, cities and the planet we share.',
    {
      badge: 'Coming Soon',
      eyebrow: 'Listen',
      image: '/art/hyperbuilt-podcast.svg',
      features: 'Long-form talks with the people shaping mobility\nNature-inspired design, decoded\nListener questions answered by the team',
    },
  ),
  section(
    'subscribe',
    'text',
    'Be first in the front row',
    'Get an e-mail the moment the first episode drops, plus early clips and invitations to live recordings before anyone else.',
    {
      claim: 'Join 10,000+ subscribers',
      emailPlaceholder: 'Enter your email',
      buttonLabel: 'Subscribe',
      note: 'No spam. One e-mail per episode; unsubscribe any time.',
    },
  ),
  section(
    'preview-modal',
    'text',
    'Coming Soon',
    "The first HyperBuilt preview is still in the edit suite. Subscribe to updates and we'll send it to you the moment it's ready.",
    {
      successTitle: 'Successfully Subscribed!',
      successText: "You're on the list. We'll e-mail you the preview and every new episode as soon as they're out.",
      buttonLabel: "Can't Wait!",
      successButtonLabel: 'Got it!',
    },
  ),
  section('watch-preview', 'button', 'Watch Preview', 'Watch Preview'),
]
