/** A titled group of fields in the side column of a post form. */
import { useId, type ReactNode } from 'react'

export function FormSection({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  const id = useId()
  return (
    <section className="form-section" aria-labelledby={id}>
      <div className="form-section-head">
        <h3 id={id} className="form-section-title">
          {title}
        </h3>
        {aside}
      </div>
      <div className="form-section-body">{children}</div>
    </section>
  )
}
