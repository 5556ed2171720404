/** Events (events): built in this issue; see STATIC_PAGE_META in meta.ts for its head. */
import { usePageMeta } from '../../lib/head.ts'
import { STATIC_PAGE_META } from '../../static-meta.ts'

export default function Events() {
  usePageMeta(STATIC_PAGE_META.events)
  return (
    <section className="container">
      <h1>Events</h1>
    </section>
  )
}
