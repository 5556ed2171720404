/** The top navigation (public-site §2 Shared frame). */
export interface NavItem {
  label: string
  to: string
  children?: NavItem[]
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about' },
  {
    label: 'Journal',
    to: '/journal',
    children: [
      { label: 'Blogs', to: '/journal/blogs' },
      { label: 'Vlogs', to: '/journal/vlogs' },
    ],
  },
  {
    label: 'HyperBuilt',
    to: '/hyperbuilt',
    children: [
      { label: 'Reality Series', to: '/hyperbuilt/reality' },
      { label: 'Podcast Series', to: '/hyperbuilt/podcast' },
    ],
  },
  { label: 'Media', to: '/media' },
  { label: 'Careers', to: '/careers' },
  { label: 'Contact Us', to: '/contact' },
]

/** Active when the path equals / (for Home) or starts with the item's path. */
export function isActive(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname.startsWith(to)
}
