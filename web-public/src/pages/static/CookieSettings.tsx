/** Cookie Settings (cookies): built in this issue; see STATIC_PAGE_META in meta.ts for its head. */
import { usePageMeta } from '../../lib/head.ts'
import { STATIC_PAGE_META } from '../../static-meta.ts'

export default function CookieSettings() {
  usePageMeta(STATIC_PAGE_META.cookies)
  return (
    <section className="container">
      <h1>Cookie Settings</h1>
    </section>
  )
}
