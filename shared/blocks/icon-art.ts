/**
 * The drawing of every icon of the named set (icons.ts), as data both bundles render: the public
 * site's blocks (web-public/src/components/BlockIcon.tsx) and the console's icon picker. A 24px grid,
 * stroked with currentColor; each shape is a path (`d`), a circle (`[cx, cy, r]`) or a rectangle
 * (`[x, y, width, height, corner radius]`). Original line art.
 */
import type { IconName } from './icons.ts'

export type IconShape = { d: string } | { circle: readonly [number, number, number] } | { rect: readonly [number, number, number, number, number] }

const ring = (r: number): IconShape => ({ circle: [12, 12, r] })

export const ICON_ART: Record<IconName, readonly IconShape[]> = {
  bike: [{ circle: [6, 15.5, 3.5] }, { circle: [18, 15.5, 3.5] }, { d: 'M6 15.5 9.5 9h5.5L18 15.5M9.5 9l3 6.5H6M13.5 6H16l-1 3' }],
  bolt: [{ d: 'M13.5 3 5.5 13.5h6L10.5 21l8-10.5h-6Z' }],
  book: [{ d: 'M4 5.5A1.5 1.5 0 0 1 5.5 4H11v16H5.5A1.5 1.5 0 0 1 4 18.5ZM20 5.5A1.5 1.5 0 0 0 18.5 4H13v16h5.5a1.5 1.5 0 0 0 1.5-1.5Z' }],
  chart: [{ d: 'M4 20h16M7 16.5v-4M12 16.5V8M17 16.5V5' }],
  chip: [{ rect: [7, 7, 10, 10, 2] }, { d: 'M10 3.5V7M14 3.5V7M10 17v3.5M14 17v3.5M3.5 10H7M3.5 14H7M17 10h3.5M17 14h3.5' }, { d: 'M10.5 12.2h3' }],
  clock: [ring(8.5), { d: 'M12 7.5V12l3 2' }],
  compass: [ring(8.5), { d: 'm15.6 8.4-2.1 5.1-5.1 2.1 2.1-5.1Z' }],
  eye: [{ d: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z' }, ring(3)],
  flask: [{ d: 'M9 3.5h6M10 3.5v5.8L4.6 18.6A1.6 1.6 0 0 0 6 21h12a1.6 1.6 0 0 0 1.4-2.4L14 9.3V3.5M7.3 15h9.4' }],
  globe: [ring(8.5), { d: 'M3.5 12h17M12 3.5c2.3 2.5 3.5 5.3 3.5 8.5s-1.2 6-3.5 8.5C9.7 18 8.5 15.2 8.5 12S9.7 6 12 3.5Z' }],
  growth: [{ d: 'M4 19.5h16M5.5 15.5l4-4 3 3 6-6.5M14.5 8h4v4' }],
  handshake: [{ circle: [9, 12, 5] }, { circle: [15, 12, 5] }],
  heart: [{ d: 'M12 20s-7.5-4.6-7.5-10.3A4.2 4.2 0 0 1 12 7.2a4.2 4.2 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20Z' }],
  innovation: [{ d: 'M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1' }, ring(3.2)],
  leaf: [{ d: 'M5 19.5C5 11 10 5.5 19.5 4.5 19.5 14 14 19.5 5 19.5Z' }, { d: 'M5 19.5 13.5 11' }],
  performance: [{ d: 'M13 2.5 4.5 13.5H12l-1 8 8.5-11H12Z' }],
  person: [{ circle: [12, 7.5, 3.5] }, { d: 'M5 20.5a7 7 0 0 1 14 0' }],
  refresh: [{ d: 'M19.5 10.5A7.7 7.7 0 0 0 5.6 7.2M5 3.8v3.7h3.7M4.5 13.5a7.7 7.7 0 0 0 13.9 3.3M19 20.2v-3.7h-3.7' }],
  rocket: [{ d: 'M9.5 14.5 7 12l1.8-3.6h3.8C14.8 5.6 17.6 4 20 4c0 2.4-1.6 5.2-4.4 7.4v3.8L12 17Z' }, { d: 'M7.2 16.8C5.5 17 4.5 18.6 4 20c1.4-.5 3-1.5 3.2-3.2ZM15.5 8.5h.01' }],
  sensor: [ring(2), { d: 'M8.6 8.6a4.8 4.8 0 0 0 0 6.8M15.4 8.6a4.8 4.8 0 0 1 0 6.8M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8' }],
  shield: [{ d: 'M12 3.2 5 6v5.2c0 4.3 2.9 8 7 9.6 4.1-1.6 7-5.3 7-9.6V6Z' }, { d: 'm9 12 2.2 2.2L15.2 10' }],
  spark: [{ d: 'M12 3.5 13.8 10.2 20.5 12l-6.7 1.8L12 20.5l-1.8-6.7L3.5 12l6.7-1.8Z' }],
  sun: [ring(4.2), { d: 'M12 2.5v2.2M12 19.3v2.2M4.6 4.6l1.6 1.6M17.8 17.8l1.6 1.6M2.5 12h2.2M19.3 12h2.2M4.6 19.4l1.6-1.6M17.8 6.2l1.6-1.6' }],
  sustainable: [{ d: 'M5 19c-1-6 1.5-13 14-14.5C19.5 14 14 19.5 7 18' }, { d: 'M5 19c3-4.5 6-7 10-9' }],
  target: [ring(8.5), ring(4.8), ring(1.2)],
  users: [{ circle: [9, 8, 3.2] }, { d: 'M3.5 19.5a5.5 5.5 0 0 1 11 0M15.5 5a3.2 3.2 0 0 1 0 6M17 14.3a5.5 5.5 0 0 1 3.5 5.2' }],
  wrench: [{ d: 'M20 7.6a4.6 4.6 0 0 1-6.3 4.3L6.6 19a1.9 1.9 0 0 1-2.6-2.6l7.1-7.1A4.6 4.6 0 0 1 16.4 3l-2.7 2.7.6 2.4 2.4.6Z' }],
  // Block icons of the picker.
  text: [{ d: 'M4 6h16M4 10h16M4 14h11M4 18h8' }],
  image: [{ rect: [3.5, 5, 17, 14, 2] }, { circle: [9, 10, 1.8] }, { d: 'm4 17 5-4.5 3.5 3 3-2.5 4.5 4' }],
  button: [{ rect: [3.5, 8, 17, 8, 4] }, { d: 'M9 12h6' }],
  banner: [{ rect: [3, 4.5, 18, 15, 2] }, { d: 'M7 10.5h10M9 14h6' }],
}
