/** The data the server renders a public page with, handed to the browser for hydration. */
import type { PublicSettings } from './api/settings.ts'
import type { GateState } from './api/gate.ts'
import type { VisitorNavigation } from './navigation.ts'

export interface PublicPageData {
  settings: PublicSettings
  gate: GateState
  /** A staff member is signed in (drafts can be previewed). */
  staff: boolean
  /** The menus, each link checked against the site now (issue 31); absent while the gate is closed. */
  navigation?: VisitorNavigation
}

export const SSR_DATA_ELEMENT_ID = '__YERTH_DATA__'
