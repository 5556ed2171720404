/** The About Us family of blocks (chunk `about`; declared in shared/blocks/about.ts), by block type. */
import type { BlockComponents } from '../types.ts'
import { BeliefQuote } from './BeliefQuote.tsx'
import { InviteBanner, InviteButton } from './Invite.tsx'
import { Leaders } from './Leaders.tsx'
import { LongRead } from './LongRead.tsx'
import { Partner } from './Partner.tsx'
import { PillarCards } from './PillarCards.tsx'
import { ReasonGrid } from './ReasonGrid.tsx'
import { StatsHero } from './StatsHero.tsx'
import { ValueCards } from './ValueCards.tsx'
import './about.css'

const blocks: BlockComponents = {
  'stats-hero': StatsHero,
  'belief-quote': BeliefQuote,
  'pillar-cards': PillarCards,
  'long-read': LongRead,
  'value-cards': ValueCards,
  leaders: Leaders,
  partner: Partner,
  'reason-grid': ReasonGrid,
  'invite-banner': InviteBanner,
  'invite-button': InviteButton,
}

export default blocks
