/**
 * Default sections of the home page (admin-area §9; public-site §2 Home): the blocks of
 * shared/blocks/home.ts, placed under the page's own ids with the copy the public site shows until
 * an editor changes it. Most blocks' declared defaults are this page's copy; the action bands and
 * the second film carry their own.
 *
 * DEFAULT VIDEO LINKS: the two films have no YouTube link yet (their play buttons show once one is
 * set); set the company's films in Website Pages (Home → mirror-of-earth, looked-at-earth).
 */
import type { Section } from '../../api/pages.ts'
import {
  ACTION_BAND_BLOCK,
  CLOSING_CTA_BLOCK,
  FEATURE_CAROUSEL_BLOCK,
  FEATURE_PILLARS_BLOCK,
  FOUNDERS_BLOCK,
  HEADLINE_BLOCK,
  HERO_BLOCK,
  LATEST_POSTS_BLOCK,
  PROJECT_CAROUSEL_BLOCK,
  SERIES_TEASER_BLOCK,
  STATEMENT_BLOCK,
  VIDEO_FEATURE_BLOCK,
  WIDE_IMAGE_BLOCK,
} from '../../blocks/home.ts'
import { place } from '../section.ts'

export const HOME_SECTIONS: Section[] = [
  place('hero', HERO_BLOCK),
  place('nature-carousel', FEATURE_CAROUSEL_BLOCK),
  place('hypermobility-statement', STATEMENT_BLOCK),
  place('discover-future', FEATURE_PILLARS_BLOCK),
  place('early-access', ACTION_BAND_BLOCK, {
    title: 'Get Early Access',
    content: 'Get Early Access',
    metadata: {
      link: '/contact',
      text: 'Be among the first to ride: early test rides, launch news and notes from the founders.',
      style: 'primary',
      layout: 'panel',
      spacing: 'tucked',
    },
  }),
  place('mirror-of-earth', VIDEO_FEATURE_BLOCK),
  place('looked-at-earth', VIDEO_FEATURE_BLOCK, {
    title: 'We Looked at Earth, and Saw More',
    content:
      'Where others saw roads, we saw rivers. Where others saw traffic, we saw flocks moving as one. Our Anthem is the story of that second look, and of the vehicles it inspired.',
    metadata: {
      eyebrow: 'Our Anthem',
      layout: 'backdrop',
      videoTitle: 'Anthem',
      playText: 'Play the Anthem',
      videoUrl: '',
      linkText: 'Watch on YouTube',
      image: '/art/home-anthem.svg',
    },
  }),
  place('what-were-building', PROJECT_CAROUSEL_BLOCK),
  place('read-about-us', ACTION_BAND_BLOCK, {
    title: 'Read About Us',
    content: 'Read About Us',
    metadata: {
      link: '/about',
      text: 'Meet the people and the philosophy behind the machine.',
      style: 'secondary',
      layout: 'plain',
      spacing: 'tucked',
    },
  }),
  place('new-era', HEADLINE_BLOCK),
  place('new-era-image', WIDE_IMAGE_BLOCK),
  place('hyperbuilt-series', SERIES_TEASER_BLOCK),
  place('hyperbuilt-subscribe', ACTION_BAND_BLOCK, {
    title: 'Subscribe & Be the First to See',
    content: 'Subscribe & Be the First to See',
    metadata: {
      link: '/contact',
      text: 'New episodes are on their way. Hear the moment they drop.',
      style: 'primary',
      layout: 'plain',
      spacing: 'close',
    },
  }),
  place('founders', FOUNDERS_BLOCK),
  place('latest-blogs', LATEST_POSTS_BLOCK),
  place('closing-cta', CLOSING_CTA_BLOCK),
]
