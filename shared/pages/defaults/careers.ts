/**
 * Default sections of the careers page (admin-area §9; public-site §2 Careers): the Careers blocks
 * of the catalogue (shared/blocks/careers.ts, whose defaults are this page's copy) under the page's
 * ids. The hero's button glides to `#join-our-movement`: the join-movement block below, whose
 * section id is its anchor.
 */
import type { Section } from '../../api/pages.ts'
import {
  CAREERS_HERO_BLOCK,
  CULTURE_CARDS_BLOCK,
  FOUNDERS_QUOTE_BLOCK,
  GROWTH_CARDS_BLOCK,
  JOIN_MOVEMENT_BLOCK,
  PERK_GRID_BLOCK,
  REASON_LIST_BLOCK,
} from '../../blocks/careers.ts'
import { place } from '../section.ts'

export const CAREERS_SECTIONS: Section[] = [
  place('hero', CAREERS_HERO_BLOCK),
  place('why-build', REASON_LIST_BLOCK),
  place('founders-quote', FOUNDERS_QUOTE_BLOCK),
  place('cultivating', GROWTH_CARDS_BLOCK),
  place('perks', PERK_GRID_BLOCK),
  place('culture', CULTURE_CARDS_BLOCK),
  place('join-our-movement', JOIN_MOVEMENT_BLOCK),
]
