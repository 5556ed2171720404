/**
 * The site's named icon set: an icon field stores one of these names (never an image address), the
 * Pages Manager offers them in a picker, and the public site draws each as its own inline SVG. The
 * names are the ones the seeded pages use; adding one means adding its drawing beside the others.
 */
export const ICON_NAMES = [
  'bike',
  'bolt',
  'book',
  'chart',
  'chip',
  'clock',
  'compass',
  'eye',
  'flask',
  'globe',
  'growth',
  'handshake',
  'heart',
  'innovation',
  'leaf',
  'performance',
  'person',
  'refresh',
  'rocket',
  'sensor',
  'shield',
  'spark',
  'sun',
  'sustainable',
  'target',
  'users',
  'wrench',
  // Block icons of the picker (what each block type looks like in the list).
  'text',
  'image',
  'button',
  'banner',
] as const

export type IconName = (typeof ICON_NAMES)[number]

export const isIconName = (value: string): value is IconName => (ICON_NAMES as readonly string[]).includes(value)
