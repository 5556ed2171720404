/** The data the server renders a public page with, handed to the browser for hydration. */
import type { PublicSettings } from './api/settings.ts'
import type { GateState } from './api/gate.ts'

export interface PublicPageData {
  settings: PublicSettings
  gate: GateState
  /** A staff member is signed in (drafts can be previewed). */
  staff: boolean
}

export const SSR_DATA_ELEMENT_ID = '__YERTH_DATA__'
