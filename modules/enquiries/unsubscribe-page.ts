/**
 * The pages of a newsletter unsubscribe link: the confirmation a GET shows (a button that POSTs, so
 * a mail scanner fetching the link unsubscribes nobody), the page after unsubscribing, and the page
 * for a link that is not valid. Self-contained documents (no script, no external resource; core's CSP
 * allows inline styles), in the brand colours, light or dark as the visitor's system prefers. Text
 * only from this file, the escaped contact address and the escaped link.
 */
import { BRAND } from '../../shared/brand.ts'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const STYLE = `
:root{color-scheme:light dark;--bg:#f6f8f6;--card:#fff;--text:#14201a;--muted:#4a5a50;--accent:#22a625;--link:#136b16;--border:#dfe6e0}
@media (prefers-color-scheme:dark){:root{--bg:#0b110d;--card:#131c16;--text:#eef4ef;--muted:#b5c2b9;--link:#6fd672;--border:#25332a}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;background:var(--bg);color:var(--text);font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{max-width:32rem;width:100%;background:var(--card);border:1px solid var(--border);border-radius:16px;padding:32px}
.brand{margin:0 0 24px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--link)}
h1{margin:0 0 12px;font-size:1.6rem;line-height:1.25}
p{margin:0 0 20px;color:var(--muted)}
a{color:var(--link)}
.actions{display:flex;flex-wrap:wrap;align-items:center;gap:12px 20px;margin:0}
.button{display:inline-block;padding:12px 20px;border:0;border-radius:999px;background:var(--accent);color:#0b110d;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.button:hover{filter:brightness(1.08)}
a:focus-visible,.button:focus-visible{outline:3px solid var(--link);outline-offset:3px}
`

const homeButton = () => `<a class="button" href="/">Go to the ${escapeHtml(BRAND.name)} homepage</a>`

function page(title: string, body: string, actions = homeButton()): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)} | ${escapeHtml(BRAND.name)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(BRAND.name)}</p>
<h1>${escapeHtml(title)}</h1>
${body}
${actions}
</main>
</body>
</html>
`
}

export const CONFIRM_TITLE = 'Unsubscribe from our newsletter?'
export const UNSUBSCRIBED_TITLE = 'You have been unsubscribed'
export const INVALID_LINK_TITLE = 'This unsubscribe link is not valid'

export const unsubscribedPage = () =>
  page(UNSUBSCRIBED_TITLE, `<p>You will not receive the ${escapeHtml(BRAND.name)} newsletter at this address any more. Changed your mind? You can sign up again on our website at any time.</p>`)

/**
 * What the link opens: nothing has changed yet. The form posts back to the same address with the
 * RFC 8058 body, the very request a mail provider's one-click button sends.
 */
export function confirmPage(action: string): string {
  return page(
    CONFIRM_TITLE,
    `<p>Press the button to stop receiving the ${escapeHtml(BRAND.name)} newsletter at this address. You can sign up again on our website at any time.</p>`,
    `<form class="actions" method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button class="button" type="submit">Unsubscribe</button>
<a href="/">Keep me subscribed</a>
</form>`,
  )
}

export function invalidLinkPage(contactEmail: string): string {
  const address = escapeHtml(contactEmail)
  return page(
    INVALID_LINK_TITLE,
    `<p>The link may have been cut short or changed on its way, be more than a year old, or come from a mail sent before you last signed up. Open it again from the e-mail you received, or write to <a href="mailto:${address}">${address}</a> and we will unsubscribe you.</p>`,
  )
}
