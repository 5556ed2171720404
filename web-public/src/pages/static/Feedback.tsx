/** Feedback (feedback): built in this issue; see STATIC_PAGE_META in meta.ts for its head. */
import { usePageMeta } from '../../lib/head.ts'
import { STATIC_PAGE_META } from '../../static-meta.ts'

export default function Feedback() {
  usePageMeta(STATIC_PAGE_META.feedback)
  return (
    <section className="container">
      <h1>Feedback</h1>
    </section>
  )
}
