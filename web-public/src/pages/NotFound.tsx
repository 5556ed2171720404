/** The designed 404 screen, inside the full frame; the server answers it with HTTP 404. */
import { AppLink as Link } from '../components/AppLink.tsx'
import { usePageMeta } from '../lib/head.ts'
import { NOT_FOUND_META } from '../frame-meta.ts'
import { ArrowRightIcon, BookIcon, ChatIcon, HomeIcon } from '../components/Icons.tsx'

const SUGGESTIONS = [
  { to: '/', title: 'Home', text: 'Start again from the beginning of the journey.', Icon: HomeIcon },
  { to: '/journal', title: 'Journal', text: 'Stories, videos and ideas on Hypermobility.', Icon: BookIcon },
  { to: '/contact', title: 'Contact Us', text: 'Tell us what you were looking for.', Icon: ChatIcon },
]

export function NotFound() {
  usePageMeta(NOT_FOUND_META)
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <div className="not-found-glow" aria-hidden="true" />
      <div className="container not-found-inner">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <p className="eyebrow">Error 404</p>
        <h1 id="not-found-title" className="not-found-title">
          Page not found
        </h1>
        <p className="not-found-text">
          The page you're looking for doesn't exist or has moved. Let's get you back on the road.
        </p>
        <div className="not-found-actions">
          <Link to="/" className="btn btn-primary btn-lg">
            Back to Home
            <ArrowRightIcon size={18} />
          </Link>
          <Link to="/journal" className="btn btn-secondary btn-lg">
            Read the Journal
          </Link>
        </div>

        <ul className="not-found-cards">
          {SUGGESTIONS.map(({ to, title, text, Icon }) => (
            <li key={to}>
              <Link to={to} className="suggest-card">
                <span className="suggest-icon" aria-hidden="true">
                  <Icon size={22} />
                </span>
                <span className="suggest-body">
                  <span className="suggest-title">{title}</span>
                  <span className="suggest-text">{text}</span>
                </span>
                <ArrowRightIcon size={18} className="suggest-arrow" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
