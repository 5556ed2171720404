/**
 * THE encoder for header values built from stored data (issue 29, QUALITY R15): an address an editor
 * saved (Location, Link) or a file name (Content-Disposition). Node refuses to send a header holding
 * a line break or a character above U+00FF, and a refused header used to stop the process; whatever
 * these functions are given, what they return is a valid header value that means the same thing.
 * Checks on save (shared/redirect-target.ts, the file name rules) keep stored data tidy; this is the
 * second depth, for rows written before those checks or by another way in. The third is
 * safe-response.ts: a header refused anyway ends that one connection, never the process.
 */

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
/** Bidi embeddings, overrides, isolates and marks; zero-width characters and the BOM. */
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g

/** The text with any lone surrogate (which no encoding can write) replaced by U+FFFD. */
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\ufffd')

/** Percent-encodes anything outside visible ASCII (UTF-8, as browsers do); `%XX` escapes already there are kept. */
function percentEncodeLoose(text: string): string {
  return wellFormed(text).replace(/%(?![0-9A-Fa-f]{2})|[^\x21-\x7e]/gu, (c) => encodeURIComponent(c))
}

/**
 * A path of this site or an absolute URL, for Location and Link. A leading run of slashes and
 * backslashes becomes one slash: a browser reads `//host` and `/\host` as another site.
 */
export function headerUrl(address: string): string {
  return percentEncodeLoose(address).replace(/^[/\\]{2,}/, '/')
}

/**
 * Content-Disposition for a file a visitor downloads under `name` (a media kit title, say): an ASCII
 * `filename` for old clients and the exact name in `filename*` (RFC 6266 / 8187). Characters file
 * systems refuse become spaces, characters that would disguise it are left out; an empty name falls back to `fallback` (ASCII, chosen by the caller).
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string | null, fallback: string, ext: string): string {
  const base =
    wellFormed(name ?? '')
      .normalize('NFC')
      .replace(/[\u0000-\u001f\u007f-\u009f"\\/:*?<>|]+/g, ' ')
      // Bidirectional controls and invisible format characters would let a name read as another
      // (`invoice\u202Efdp.exe` shows as "invoiceexe.pdf"): they go.
      .replace(INVISIBLE, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120)
      .replace(LONE_SURROGATE, '') || fallback
  const safeFallback = fallback.replace(/[^\x20-\x7e]|["\\%;]/g, '')
  const ascii = base.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/[%;]/g, '').trim() || safeFallback
  const safeExt = ext.replace(/[^A-Za-z0-9]/g, '')
  const file = safeExt ? `${base}.${safeExt}` : base
  const encoded = encodeURIComponent(file).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${kind}; filename="${safeExt ? `${ascii}.${safeExt}` : ascii}"; filename*=UTF-8''${encoded}`
}
