/** The head of a journal list: breadcrumbs, eyebrow, title and lead over a soft glow. */
import { Link } from 'react-router-dom'

interface Props {
  eyebrow: string
  title: string
  lead: string
  crumbs: Array<{ label: string; to: string }>
}

export function JournalHero({ eyebrow, title, lead, crumbs }: Props) {
  return (
    <header className="j-hero">
      <div className="j-hero-glow" aria-hidden="true" />
      <div className="container j-hero-inner">
        <nav aria-label="Breadcrumb" className="j-crumbs">
          <ol>
            {crumbs.map((c) => (
              <li key={c.to}>
                <Link to={c.to}>{c.label}</Link>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="j-hero-title">{title}</h1>
        <p className="j-hero-lead">{lead}</p>
      </div>
    </header>
  )
}
