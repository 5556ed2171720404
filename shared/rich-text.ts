/**
 * The rich-text contract between the admin editor (ProseMirror, web-admin) and the server's
 * sanitiser (modules/content/sanitize.ts): what the editor can produce is exactly what the server keeps.
 * admin-area §9 gives the values. Styles are written the way the sanitiser re-serialises them:
 * `prop:value` pairs joined by `;`, in the order of STYLE_ORDER, so a saved document comes back unchanged.
 */
export const FONT_FAMILIES = ['Inter', 'Space Grotesk', 'Arial', 'Georgia', 'Times New Roman', 'Helvetica', 'Verdana', 'Trebuchet MS', 'Palatino', 'Garamond'] as const
export const FONT_SIZES = ['10px', '13px', '16px', '18px', '24px', '32px', '48px'] as const
export const LINE_HEIGHTS = ['1.0', '1.2', '1.5', '2.0', '2.5', '3.0'] as const
/** The 18-colour palette (lower-case hex). */
export const PALETTE = [
  '#000000', '#434343', '#666666', '#999999', '#cccccc', '#ffffff',
  '#22a625', '#15803d', '#0ea5e9', '#1d4ed8', '#7c3aed', '#db2777',
  '#dc2626', '#ea580c', '#f59e0b', '#facc15', '#84cc16', '#14b8a6',
] as const
/** Block styles: normal paragraph and headings 1 to 6. */
export const BLOCK_TAGS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const
/** Inline marks the editor offers, as the tags it writes. */
export const MARK_TAGS = ['strong', 'em', 'u', 's'] as const
/** Inline style properties (on <span>) and block style properties (on p/h1-h6), in written order. */
export const INLINE_STYLE_ORDER = ['font-family', 'font-size', 'color'] as const
export const BLOCK_STYLE_ORDER = ['line-height'] as const

/** Maximum size of a blog post's HTML (admin-area §9). */
export const MAX_CONTENT_BYTES = 800 * 1024

/** Writes styles in the canonical form both sides agree on; empty values are left out. */
export function styleString(pairs: Array<[string, string | null | undefined]>): string {
  return pairs
    .filter((p): p is [string, string] => Boolean(p[1]))
    .map(([k, v]) => `${k}:${v}`)
    .join(';')
}

/** Link targets the editor accepts and the sanitiser keeps: web, mail and site-relative links. */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto'] as const
/** Image sources: http(s) URLs and the site's own uploads (/media/...). */
export const IMAGE_PROTOCOLS = ['http', 'https'] as const
