/** What every component may read: the public settings, whether staff is signed in, and the menus. */
import { createContext, useContext } from 'react'
import type { PublicSettings } from '../../../shared/api/settings.ts'
import type { VisitorNavigation } from '../../../shared/navigation.ts'
import { NO_NAVIGATION } from './nav.ts'
import { emptySettings } from './settings.ts'

export interface SiteValue {
  settings: PublicSettings
  staff: boolean
  navigation: VisitorNavigation
}

export const SiteContext = createContext<SiteValue>({ settings: emptySettings(), staff: false, navigation: NO_NAVIGATION })

export const useSite = () => useContext(SiteContext)
