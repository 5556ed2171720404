/** The console's screens as the sidebar lists them (admin-area §2); each path may have an alias route. */
import { SERVED_TYPES } from '../../../shared/content-types/served-types.ts'
import { hasOwnManager, type ServedContentType } from '../../../shared/content-types/served.ts'
import type { IconName } from '../components/Icon.tsx'

export interface ConsoleScreen {
  /** Sidebar label. */
  label: string
  /** Screen name shown in its header (defaults to the label). */
  title: string
  path: string
  alias?: string
  icon: IconName
  /** What the screen is for, shown on its header. */
  summary: string
  /** The content type served from its fields that the screen manages (collections/ServedManagerScreen.tsx). */
  served?: ServedContentType
}

/**
 * One screen per served content type, from its declaration, after the hand-written managers; not
 * for a type a hand-written collection edits inside another screen (press highlights: the Media Manager).
 */
const SERVED_SCREENS: ConsoleScreen[] = (SERVED_TYPES as readonly ServedContentType[]).filter(hasOwnManager).map((t) => ({
  label: t.manager.screen,
  title: t.manager.screen,
  path: t.manager.path,
  icon: t.manager.icon as IconName,
  summary: t.served.manager.summary,
  served: t,
}))

export const SCREENS: ConsoleScreen[] = [
  { label: 'Dashboard', title: 'Dashboard', path: '/dashboard', icon: 'dashboard', summary: 'Visitors, published content and enquiries at a glance, with quick actions.' },
  { label: 'Blog Manager', title: 'Blog Manager', path: '/blogs', alias: '/blog-manager', icon: 'blog', summary: 'Write, edit and publish blog posts and manage their categories.' },
  { label: 'Vlog Manager', title: 'Vlog Manager', path: '/vlogs', alias: '/vlog-manager', icon: 'vlog', summary: 'Publish video posts from YouTube, with categories and thumbnails.' },
  { label: 'Media Manager', title: 'Media Manager', path: '/media', alias: '/media-manager', icon: 'media', summary: 'Manage media-kit downloads and press highlights.' },
  ...SERVED_SCREENS,
  { label: 'Website Pages', title: 'Website Pages Manager', path: '/pages', alias: '/pages-manager', icon: 'pages', summary: 'Edit the sections and search metadata of the public pages.' },
  { label: 'Navigation', title: 'Navigation', path: '/navigation', icon: 'menu', summary: 'The header menu, the footer’s link columns and its legal line, published when you are ready.' },
  { label: 'Redirects', title: 'Redirects', path: '/redirects', icon: 'redirect', summary: 'Send visitors who open an old address on to the page that replaced it.' },
  { label: 'Trash', title: 'Trash', path: '/trash', icon: 'trash', summary: 'Deleted posts, vlogs, press highlights, media kit items and pages, kept for 30 days.' },
  { label: 'Form Enquiries', title: 'Form Enquiries', path: '/enquiries', alias: '/enquiries-manager', icon: 'enquiries', summary: 'Read, triage and export contact, newsletter and career enquiries.' },
  { label: 'Website Analytics', title: 'Website Analytics', path: '/analytics', icon: 'analytics', summary: 'Visitors, top pages, traffic sources, devices and daily trends.' },
  { label: 'Settings', title: 'Settings', path: '/settings', icon: 'settings', summary: 'Company details, social links, tracking, e-mail, site protection and admin access.' },
  { label: 'API', title: 'API', path: '/api', icon: 'compass', summary: 'Every operation of the server API, generated from its routes: method, path, permission and schemas.' },
]

export const screenFor = (pathname: string) => SCREENS.find((s) => s.path === pathname || s.alias === pathname)

/** `/blogs?new=1`: a collection screen opened with its new-item form open (collections/CollectionScreen.tsx). */
export const NEW_ITEM_PARAM = 'new'
export const newItemPath = (path: string) => `${path}?${NEW_ITEM_PARAM}=1`
