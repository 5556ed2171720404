/**
 * The journal chunk's blocks (shared/blocks/journal.ts), by block type (sections/registry.ts): the
 * headline hero, the door cards and the story call to action with its button. The look is the
 * journal's (styles/journal.css: j-hero, j-door, j-cta) plus the rows these blocks share (journal-blocks.css).
 */
import '../../styles/journal.css'
import './journal-blocks.css'
import type { BlockComponents } from '../types.ts'
import { DoorCard } from './DoorCard.tsx'
import { JournalHero } from './JournalHero.tsx'
import { StoryButton, StoryCta } from './StoryCta.tsx'

const blocks: BlockComponents = {
  'headline-hero': JournalHero,
  'door-card': DoorCard,
  'story-cta': StoryCta,
  'story-button': StoryButton,
}

export default blocks
