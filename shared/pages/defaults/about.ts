/**
 * Default sections of the about page (admin-area §9; public-site §2 About): the About Us blocks of
 * the catalogue (shared/blocks/about.ts, whose defaults are this page's copy) under the page's ids.
 * The partner in `collaboration` is a fictional placeholder, as the founders are.
 */
import type { Section } from '../../api/pages.ts'
import {
  BELIEF_QUOTE_BLOCK,
  INVITE_BANNER_BLOCK,
  INVITE_BUTTON_BLOCK,
  LEADERS_BLOCK,
  LONG_READ_BLOCK,
  PARTNER_BLOCK,
  PILLAR_CARDS_BLOCK,
  REASON_GRID_BLOCK,
  STATS_HERO_BLOCK,
  VALUE_CARDS_BLOCK,
} from '../../blocks/about.ts'
import { place } from '../section.ts'

export const ABOUT_SECTIONS: Section[] = [
  place('hero', STATS_HERO_BLOCK),
  place('human-tech', BELIEF_QUOTE_BLOCK),
  place('three-es', PILLAR_CARDS_BLOCK),
  place('what-we-stand-for', LONG_READ_BLOCK),
  place('values', VALUE_CARDS_BLOCK),
  place('visionaries', LEADERS_BLOCK),
  place('collaboration', PARTNER_BLOCK),
  place('why-motors', REASON_GRID_BLOCK),
  place('ready-to-shape', INVITE_BANNER_BLOCK),
  place('explore-careers', INVITE_BUTTON_BLOCK),
]
