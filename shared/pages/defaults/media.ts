/** Default sections of the media page (admin-area §9). Copy shown by the public site until an editor changes it. */
import type { Section } from '../../api/pages.ts'
import { section } from '../section.ts'
import { DEFAULT_FOUNDERS } from './founders.ts'

/**
 * The founders as the press sees them: a portrait, name, role and profile link (web-public
 * sections/media/FounderPhotos.tsx). Only the fields this section draws, so each one an editor sees
 * changes the page (issue 16); bios and quotes live with Home and About Us.
 */
export const MEDIA_FOUNDER_FIELDS = ['id', 'name', 'title', 'image', 'linkedin'] as const
const MEDIA_FOUNDERS = DEFAULT_FOUNDERS.map((f) => Object.fromEntries(MEDIA_FOUNDER_FIELDS.map((k) => [k, f[k] ?? ''])))

export const MEDIA_SECTIONS: Section[] = [
  section('hero', 'banner', 'Media & Press', 'Media & Press', {
    eyebrow: 'Press Room',
    subtitle:
      'Logos, brand assets, founder photos and the latest news about Yerth, ready for your story. Everything here is free to use for editorial coverage.',
    linkLabel: 'Browse the Media Kit',
    anchor: 'media-kit',
    secondLabel: 'Media Inquiries',
    secondAnchor: 'inquiry',
    image: '/art/media-hero.svg',
  }),
  section('media-kit', 'text', 'Media Kit', 'Official logos, colour palettes, typography and product imagery in print and screen formats.', {
    buttonLabel: 'Download',
    emptyTitle: 'Media kit coming soon',
    emptyText: "We're preparing our logo pack, brand guidelines and product imagery. Need something today? Send us a media inquiry and we'll send it over.",
  }),
  section('founders', 'text', 'Founder Photos', 'High-resolution portraits of the founders of Yerth for articles, interviews and event listings.', {
    items: MEDIA_FOUNDERS,
    profileLabel: 'Professional profile',
    downloadLabel: 'Download photo',
    guidelinesTitle: 'Photo usage guidelines',
    guidelines:
      'Credit photos as "Courtesy of Yerth".\nUse them only in coverage of Yerth and its founders.\nCrop freely, but do not retouch, filter or alter faces.\nAsk us first before using them in advertising.',
  }),
  section('press', 'text', 'Press Highlights', 'What the world is saying about Yerth and the idea of Hypermobility.', {
    emptyTitle: 'No press highlights yet',
    emptyText: 'Our first headlines are on their way. Writing about Yerth? We would love to help with your story.',
  }),
  section('guidelines', 'text', 'Usage Guidelines', 'A few simple rules keep the Yerth brand recognisable wherever it appears.', {
    items: [
      {
        kind: 'logo',
        title: 'Logo',
        rules:
          'Use the supplied files; never redraw or recolour the mark.\nKeep clear space around the logo of at least the height of the "Y".\nPlace it on plain backgrounds with enough contrast.',
      },
      {
        kind: 'colour',
        title: 'Brand colour',
        color: '#22a625',
        rules:
          'Yerth Green #22a625 is our primary colour.\nPair it with deep forest tones or clean white.\nDo not tint, shade or mix it with gradients of other hues.',
      },
      {
        kind: 'photography',
        title: 'Photography',
        rules:
          'Show vehicles in natural light and real places.\nFavour people and nature over studio backdrops.\nCredit every image as "Courtesy of Yerth".',
      },
    ],
  }),
  section('inquiry', 'banner', 'Media Inquiries', 'Media Inquiries', {
    subtitle: 'Working on a story about Yerth? Interviews, product details, images or comments: our press team is here to help.',
    promise: 'We reply within 4 hours during business hours.',
    linkLabel: 'Send a Media Inquiry',
    link: '/contact',
    secondLabel: 'Email Our Team',
  }),
]
