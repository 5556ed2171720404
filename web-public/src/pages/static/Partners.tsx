/** Strategic Partners (partners): built in this issue; see STATIC_PAGE_META in meta.ts for its head. */
import { usePageMeta } from '../../lib/head.ts'
import { STATIC_PAGE_META } from '../../static-meta.ts'

export default function Partners() {
  usePageMeta(STATIC_PAGE_META.partners)
  return (
    <section className="container">
      <h1>Strategic Partners</h1>
    </section>
  )
}
