/** The toolbar's choices with the names people see and hear (admin-area §9 values in shared/rich-text.ts). */
import { FONT_FAMILIES, PALETTE } from '../../../shared/rich-text.ts'
import type { BlockStyle } from './commands.ts'
import type { FontFamily, PaletteColour } from './schema.ts'

export const BLOCK_STYLES: Array<{ value: BlockStyle; label: string }> = [
  { value: 'paragraph', label: 'Normal' },
  { value: 1, label: 'Heading 1' },
  { value: 2, label: 'Heading 2' },
  { value: 3, label: 'Heading 3' },
  { value: 4, label: 'Heading 4' },
  { value: 5, label: 'Heading 5' },
  { value: 6, label: 'Heading 6' },
]

/** How each font is previewed in the menu: the family itself, then a similar one the computer is likely to have. */
export const FONT_PREVIEW: Record<FontFamily, string> = {
  Inter: "Inter, system-ui, sans-serif",
  'Space Grotesk': "'Space Grotesk', system-ui, sans-serif",
  Arial: 'Arial, Helvetica, sans-serif',
  Georgia: 'Georgia, serif',
  'Times New Roman': "'Times New Roman', Times, serif",
  Helvetica: 'Helvetica, Arial, sans-serif',
  Verdana: 'Verdana, Geneva, sans-serif',
  'Trebuchet MS': "'Trebuchet MS', sans-serif",
  Palatino: "Palatino, 'Palatino Linotype', 'Book Antiqua', serif",
  Garamond: "Garamond, 'EB Garamond', serif",
}
export const FONTS = FONT_FAMILIES

export const COLOUR_NAMES: Record<PaletteColour, string> = {
  '#000000': 'Black',
  '#434343': 'Charcoal',
  '#666666': 'Dark grey',
  '#999999': 'Grey',
  '#cccccc': 'Light grey',
  '#ffffff': 'White',
  '#22a625': 'Yerth green',
  '#15803d': 'Forest green',
  '#0ea5e9': 'Sky blue',
  '#1d4ed8': 'Royal blue',
  '#7c3aed': 'Violet',
  '#db2777': 'Pink',
  '#dc2626': 'Red',
  '#ea580c': 'Orange',
  '#f59e0b': 'Amber',
  '#facc15': 'Yellow',
  '#84cc16': 'Lime',
  '#14b8a6': 'Teal',
}
export const COLOURS = PALETTE

/** The emoji set: common reactions plus the company's own subjects (mobility, energy, launches). Inserted as text. */
export const EMOJI: Array<{ char: string; name: string }> = [
  { char: '😀', name: 'Grinning face' },
  { char: '😄', name: 'Smiling face with open mouth' },
  { char: '😂', name: 'Face with tears of joy' },
  { char: '🙂', name: 'Slightly smiling face' },
  { char: '😉', name: 'Winking face' },
  { char: '😊', name: 'Smiling face with smiling eyes' },
  { char: '😍', name: 'Smiling face with heart-eyes' },
  { char: '🤩', name: 'Star-struck' },
  { char: '😎', name: 'Smiling face with sunglasses' },
  { char: '🤔', name: 'Thinking face' },
  { char: '😮', name: 'Face with open mouth' },
  { char: '😢', name: 'Crying face' },
  { char: '👍', name: 'Thumbs up' },
  { char: '👏', name: 'Clapping hands' },
  { char: '🙌', name: 'Raising hands' },
  { char: '🙏', name: 'Folded hands' },
  { char: '💪', name: 'Flexed biceps' },
  { char: '👋', name: 'Waving hand' },
  { char: '🤝', name: 'Handshake' },
  { char: '👀', name: 'Eyes' },
  { char: '🎉', name: 'Party popper' },
  { char: '🔥', name: 'Fire' },
  { char: '✨', name: 'Sparkles' },
  { char: '⭐', name: 'Star' },
  { char: '💚', name: 'Green heart' },
  { char: '❤️', name: 'Red heart' },
  { char: '✅', name: 'Check mark' },
  { char: '💡', name: 'Light bulb' },
  { char: '⚡', name: 'High voltage' },
  { char: '🔋', name: 'Battery' },
  { char: '🔌', name: 'Electric plug' },
  { char: '🚀', name: 'Rocket' },
  { char: '🚗', name: 'Car' },
  { char: '🛵', name: 'Motor scooter' },
  { char: '🚲', name: 'Bicycle' },
  { char: '🛣️', name: 'Motorway' },
  { char: '🌱', name: 'Seedling' },
  { char: '🌍', name: 'Globe' },
  { char: '☀️', name: 'Sun' },
  { char: '📣', name: 'Megaphone' },
  { char: '📈', name: 'Chart increasing' },
  { char: '🏆', name: 'Trophy' },
]
