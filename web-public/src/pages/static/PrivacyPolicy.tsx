/** Privacy Policy (privacy): built in this issue; see STATIC_PAGE_META in meta.ts for its head. */
import { usePageMeta } from '../../lib/head.ts'
import { STATIC_PAGE_META } from '../../static-meta.ts'

export default function PrivacyPolicy() {
  usePageMeta(STATIC_PAGE_META.privacy)
  return (
    <section className="container">
      <h1>Privacy Policy</h1>
    </section>
  )
}
