/** The head of a journal list: breadcrumbs, eyebrow, title and lead over a soft glow. */
import { Link } from 'react-router-dom'
import { PageHero } from '../../components/PageHero.tsx'

interface Props {
  eyebrow: string
  title: string
  lead: string
  crumbs: Array<{ label: string; to: string }>
}

export function JournalHero({ eyebrow, title, lead, crumbs }: Props) {
  return (
    <PageHero
      name="j-hero"
      as="header"
      before={
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
      }
      eyebrow={eyebrow}
      title={title}
      lead={lead}
    />
  )
}
