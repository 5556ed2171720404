/** Welcome to the Hypermobility Era (homeV1): built in this issue; see STATIC_PAGE_META in meta.ts for its head. */
import { usePageMeta } from '../../lib/head.ts'
import { STATIC_PAGE_META } from '../../static-meta.ts'

export default function HomeV1() {
  usePageMeta(STATIC_PAGE_META.homeV1)
  return (
    <section className="container">
      <h1>Welcome to the Hypermobility Era</h1>
    </section>
  )
}
