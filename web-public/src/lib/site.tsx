/** What every component may read: the public settings and whether staff is signed in. */
import { createContext, useContext } from 'react'
import type { PublicSettings } from '../../../shared/api/settings.ts'
import { emptySettings } from './settings.ts'

export interface SiteValue {
  settings: PublicSettings
  staff: boolean
}

export const SiteContext = createContext<SiteValue>({ settings: emptySettings(), staff: false })

export const useSite = () => useContext(SiteContext)
