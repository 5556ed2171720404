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
import { ArrowLeftIcon } from '../../components/journal/icons.tsx'
import { ArrowRightIcon } from '../../components/Icons.tsx'
import { formatDate } from '../../lib/journal.ts'
import { nestHeadings } from '../../lib/outline.ts'
import { useServedItem, type ServedPageItem } from '../served.ts'
import '../../styles/journal.css'
import './roles.css'

const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: unknown) => options.find((o) => o.value === value)?.label ?? ''

/** "14 March 2027" for a YYYY-MM-DD, the same on the server and in the browser. */
const fullDate = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

export default function RoleDetail() {
  const { data, loading } = useServedItem(ROLES)
  const item = data?.item ?? null
  if (loading) return <RoleSkeleton />
  if (!item) return <RoleNotFound />
  return <RoleArticle item={item} />
}

function RoleArticle({ item }: { item: ServedPageItem }) {
  const title = String(item.title)
  const closes = item.closes_on ? String(item.closes_on) : ''
  const where = [labelOf(WORKPLACES, item.workplace), String(item.location ?? '')].filter(Boolean).join(' · ')
  const apply = `/contact?subject=careers&role=${encodeURIComponent(title)}`
  return (
    <>
      {item.preview && (
        <div className="j-preview" role="note" aria-label="Preview">
          <div className="container j-preview-inner">
            <span className="j-preview-tag">Preview</span>
            <p>
              {item.status === 'draft'
                ? 'Draft: only signed-in staff can see this role.'
                : `Scheduled for ${formatDate(item.publish_date, true) || 'a later date'}: visitors cannot see this role yet.`}
            </p>
          </div>
        </div>
      )}
      <article className="j-article role-article" aria-labelledby="role-title">
        <div className="j-article-glow" aria-hidden="true" />
        <header className="container j-article-head">
          <Link to="/careers" className="j-back">
            <ArrowLeftIcon size={18} />
            Careers
          </Link>
          <p className="j-badge">{String(item.team ?? '') || 'Open role'}</p>
          <h1 id="role-title" className="j-article-title">
            {title}
          </h1>
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
        </header>

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
      </article>
    </>
  )
}

function RoleNotFound() {
  return (
    <section className="j-missing container" aria-labelledby="missing-title">
      <p className="eyebrow">Error 404</p>
      <h1 id="missing-title" className="j-missing-title">
        Role not found
      </h1>
      <p className="j-missing-text">This role doesn't exist, has moved or is no longer published.</p>
      <Link to="/careers" className="btn btn-primary btn-lg">
        <ArrowLeftIcon size={18} />
        Back to Careers
      </Link>
    </section>
  )
}

function RoleSkeleton() {
  return (
    <div className="j-article j-article--loading" aria-busy="true">
      <p className="sr-only" role="status">
        Loading role…
      </p>
      <div className="container j-article-head" aria-hidden="true">
        <span className="j-bone j-bone--pill j-shimmer" />
        <span className="j-bone j-bone--h1 j-shimmer" />
        <span className="j-bone j-bone--meta j-shimmer" />
      </div>
    </div>
  )
}
