/**
 * /careers/<slug> (issue 30): an open role's page. Its title, team and the facts (employment type,
 * workplace, location, closing date), the description (rich text, sanitised by the server on every
 * save) and "Apply", which opens the contact form with the subject Careers and the role filled in.
 * Past its closing date the page stays and says the role is closed (no Apply). Absent, draft or not
 * yet due: 'Role not found' (404); staff see drafts and scheduled roles with a Preview banner.
 * The list is the Careers page's "Open roles" block.
 */
import { Link } from 'react-router-dom'
import { EMPLOYMENT_TYPES, ROLES, WORKPLACES } from '../../../../shared/content-types/roles.ts'
import { ArrowRightIcon } from '../../components/Icons.tsx'
import { ArticleSkeleton, MissingArticle } from '../../components/journal/ArticleStates.tsx'
import { nestHeadings } from '../../lib/outline.ts'
import { useServedItem, type ServedPageItem } from '../served.ts'
import { ItemArticle } from '../ItemArticle.tsx'
import '../../styles/journal.css'
import './roles.css'

const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: unknown) => options.find((o) => o.value === value)?.label ?? ''

/** "14 March 2027" for a YYYY-MM-DD, the same on the server and in the browser. */
const fullDate = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

export default function RoleDetail() {
  const { data, loading } = useServedItem(ROLES)
  const item = data?.item ?? null
  if (loading) return <ArticleSkeleton label="Loading role…" />
  if (!item) return <RoleNotFound />
  return <RoleArticle item={item} />
}

function RoleArticle({ item }: { item: ServedPageItem }) {
  const title = String(item.title)
  const closes = item.closes_on ? String(item.closes_on) : ''
  const where = [labelOf(WORKPLACES, item.workplace), String(item.location ?? '')].filter(Boolean).join(' · ')
  const apply = `/contact?subject=careers&role=${encodeURIComponent(title)}`
  return (
    <ItemArticle
      item={item}
      noun="role"
      id="role"
      title={title}
      back={{ to: '/careers', label: 'Careers' }}
      badge={String(item.team ?? '') || 'Open role'}
      head={
        <>
          <p className="role-lead">{String(item.summary ?? '')}</p>
          <dl className="role-facts">
            <div>
              <dt>Employment</dt>
              <dd>{labelOf(EMPLOYMENT_TYPES, item.employment_type)}</dd>
            </div>
            <div>
              <dt>Where</dt>
              <dd>{where}</dd>
            </div>
            <div>
              <dt>Apply by</dt>
              <dd>{closes ? fullDate(closes) : 'Open until filled'}</dd>
            </div>
          </dl>
          {item.lapsed ? (
            <p className="role-closed" role="note">
              Applications for this role closed on {fullDate(closes)}. See the roles that are open now on the Careers page.
            </p>
          ) : (
            <Link to={apply} className="btn btn-primary btn-lg">
              Apply
              <ArrowRightIcon size={18} />
            </Link>
          )}
        </>
      }
    >
      <div className="container j-article-body">
        <div className="prose" dangerouslySetInnerHTML={{ __html: nestHeadings(String(item.body ?? '')) }} />
        <aside className="j-cta" aria-labelledby="role-cta-title">
          <div>
            <h2 id="role-cta-title" className="j-cta-title">
              {item.lapsed ? 'Still want to build with us?' : 'Sound like you?'}
            </h2>
            <p className="j-cta-text">
              {item.lapsed
                ? 'We do not post every role we need. Tell us what you would love to build, and we will keep you in mind.'
                : 'Tell us about yourself and what you would love to build. We read every application and reply to each one.'}
            </p>
          </div>
          <div className="j-cta-actions">
            <Link to={item.lapsed ? '/contact?subject=careers' : apply} className="btn btn-primary btn-lg">
              {item.lapsed ? 'Get in touch' : 'Apply for this role'}
              <ArrowRightIcon size={18} />
            </Link>
          </div>
        </aside>
      </div>
    </ItemArticle>
  )
}

function RoleNotFound() {
  return <MissingArticle title="Role not found" text="This role doesn't exist, has moved or is no longer published." back={{ to: '/careers', label: 'Back to Careers' }} />
}
