/** Terms of Service (terms): built in this issue; see STATIC_PAGE_META in meta.ts for its head. */
import { usePageMeta } from '../../lib/head.ts'
import { STATIC_PAGE_META } from '../../static-meta.ts'

export default function TermsOfService() {
  usePageMeta(STATIC_PAGE_META.terms)
  return (
    <section className="container">
      <h1>Terms of Service</h1>
    </section>
  )
}
