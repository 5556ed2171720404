/**
 * The demo's pictures and files, made in code (nothing is fetched): SVG illustrations (a sky
 * gradient, a sun, layered hills, a road and a small electric vehicle drawn as simple shapes),
 * rendered to WebP or PNG with sharp, and a one-page PDF written by hand.
 */
import sharp from 'sharp'
import { seededRandom } from '../../shared/seeded-random.ts'

const PALETTES = [
  { sky: ['#0f2027', '#2c5364'], sun: '#ffd66b', hills: ['#1d4d3a', '#2f6f4f', '#4c9a6a'], body: '#22a625' },
  { sky: ['#ff9a6b', '#ffd3a5'], sun: '#fff3d6', hills: ['#7a4b3a', '#a8654a', '#d08b5b'], body: '#1b3a4b' },
  { sky: ['#89f7fe', '#66a6ff'], sun: '#ffffff', hills: ['#2d6a4f', '#40916c', '#74c69d'], body: '#f4f1de' },
  { sky: ['#3a1c71', '#d76d77'], sun: '#ffaf7b', hills: ['#2b1b3d', '#4a2c5e', '#6d3f7a'], body: '#22a625' },
  { sky: ['#cfd9df', '#e2ebf0'], sun: '#ffe29a', hills: ['#6b8f71', '#8fb996', '#b7d7b0'], body: '#264653' },
  { sky: ['#1e3c72', '#2a5298'], sun: '#e0f7ff', hills: ['#e8eef3', '#c9d6df', '#a7bccb'], body: '#e63946' },
]

function hillPath(rnd: () => number, base: number, amplitude: number, width: number, height: number): string {
  let d = `M0 ${height} L0 ${base}`
  const steps = 6
  for (let i = 1; i <= steps; i++) {
    const x = (width / steps) * i
    const cx = x - width / steps / 2
    const cy = base - amplitude * (0.4 + rnd())
    d += ` Q${cx.toFixed(0)} ${cy.toFixed(0)} ${x.toFixed(0)} ${(base - amplitude * 0.3 * rnd()).toFixed(0)}`
  }
  return `${d} L${width} ${height} Z`
}

/** A small electric vehicle: a rounded body, a glasshouse, two wheels and a light bar. */
function vehicle(x: number, y: number, scale: number, colour: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <ellipse cx="170" cy="128" rx="170" ry="12" fill="#000" opacity="0.25"/>
    <path d="M20 100 Q20 60 70 52 L120 22 Q150 8 200 10 L250 14 Q285 18 305 52 L330 62 Q350 70 348 100 L346 112 L22 112 Z" fill="${colour}"/>
    <path d="M128 30 Q152 18 198 18 L240 21 Q266 24 282 52 L112 54 Z" fill="#cfe8ff" opacity="0.85"/>
    <rect x="196" y="20" width="6" height="34" fill="${colour}"/>
    <rect x="300" y="66" width="40" height="8" rx="4" fill="#fff8c4"/>
    <circle cx="85" cy="112" r="26" fill="#1a1a1a"/><circle cx="85" cy="112" r="12" fill="#9aa5ad"/>
    <circle cx="275" cy="112" r="26" fill="#1a1a1a"/><circle cx="275" cy="112" r="12" fill="#9aa5ad"/>
  </g>`
}

/** The SVG of illustration `seed`: a landscape with a road and a vehicle, width by height. */
export function illustrationSvg(seed: number, width = 1600, height = 900): string {
  const rnd = seededRandom(seed * 7919 + 13)
  const p = PALETTES[seed % PALETTES.length]
  const sunX = width * (0.15 + 0.7 * rnd())
  const sunY = height * (0.15 + 0.2 * rnd())
  const hills = p.hills.map((fill, i) => `<path d="${hillPath(rnd, height * (0.45 + i * 0.1), height * (0.18 - i * 0.03), width, height)}" fill="${fill}"/>`).join('')
  const road = `<path d="M0 ${height * 0.86} C${width * 0.3} ${height * 0.8} ${width * 0.7} ${height * 0.9} ${width} ${height * 0.82} L${width} ${height} L0 ${height} Z" fill="#2b2d30"/>
    <path d="M0 ${height * 0.93} C${width * 0.3} ${height * 0.87} ${width * 0.7} ${height * 0.97} ${width} ${height * 0.89}" stroke="#f1f1f1" stroke-width="6" stroke-dasharray="60 50" fill="none"/>`
  const birds = Array.from({ length: 3 }, () => {
    const bx = width * rnd()
    const by = height * 0.1 + height * 0.2 * rnd()
    return `<path d="M${bx} ${by} q12 -12 24 0 q12 -12 24 0" stroke="#222" stroke-width="3" fill="none" opacity="0.5"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${height * 0.22}" fill="url(#glow)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${height * 0.07}" fill="${p.sun}"/>
  ${birds}${hills}${road}
  ${vehicle(width * (0.2 + 0.4 * rnd()), height * 0.68, width / 1600 * 1.3, p.body)}
</svg>`
}

/** The wordmark on a dark ground, for the media kit. */
export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
  <rect width="1200" height="600" fill="#111417"/>
  <circle cx="330" cy="300" r="110" fill="none" stroke="#22a625" stroke-width="28"/>
  <path d="M280 300 L320 340 L390 260" stroke="#22a625" stroke-width="28" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="500" y="345" font-family="sans-serif" font-size="150" font-weight="700" fill="#ffffff">YERTH</text>
</svg>`
}

export async function webpOf(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer()
}

export async function pngOf(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}

/** A valid one-page PDF (A4, Helvetica) showing `lines`, written by hand: objects, xref table, trailer. */
export function pdfOf(lines: string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?')
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 72 ${770 - i * 28} Td (${escape(line)}) Tj ET`).join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
