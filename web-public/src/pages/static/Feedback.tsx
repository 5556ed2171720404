/**
 * /feedback: what feedback we would like, how to send it (an e-mail to the contact address with a
 * subject filled in, or the contact form) and what happens to it. No form of its own.
 */
import { AppLink as Link } from '../../components/AppLink.tsx'
import { ArrowRightIcon, MailIcon } from '../../components/Icons.tsx'
import { usePageMeta } from '../../lib/head.ts'
import { contactEmail } from '../../lib/settings.ts'
import { useSite } from '../../lib/site.tsx'
import { BRAND } from '../../../../shared/brand.ts'
import type { StaticHead } from '../../document.ts'
import { StaticHero } from './legal.tsx'
import './feedback.css'

const SUBJECT = `Feedback on the ${BRAND.name} website`

const TOPICS = [
  {
    icon: 'M4 5h16v11H4zM8 20h8M12 16v4',
    title: 'The website',
    text: 'Something broken, slow, confusing or hard to find? A page that reads badly on your phone? Tell us where and we will fix it.',
  },
  {
    icon: 'M12 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM5 9h14M12 9v5M12 14l-3 7M12 14l3 7',
    title: 'Accessibility',
    text: 'If anything does not work with a keyboard, screen reader, zoom or your display settings, we treat it as a bug and put it first.',
  },
  {
    icon: 'M5 19c0-8 5-14 14-14 0 9-6 14-14 14ZM5 19l7-7',
    title: 'Our ideas and vehicles',
    text: 'What would make Hypermobility work in your life? Features you would love, doubts you have, questions we have not answered yet.',
  },
  {
    icon: 'M4 6h11v12H4zM15 10l5-3v10l-5-3',
    title: 'Journal and HyperBuilt',
    text: 'Stories, videos and podcast topics you would like to see, people we should talk to, and what you enjoyed so far.',
  },
]

const TIPS = [
  'The address of the page, or what you were trying to do',
  'What you expected, and what happened instead',
  'Your device and browser, for anything that looks or works wrong',
  'A screenshot, if it helps: attach it to your e-mail',
]

const STEPS = [
  { title: 'We read it', text: 'Every message reaches the team and is read by a person, not filed by a machine.' },
  { title: 'We act on it', text: 'Fixes for the site go straight onto our list; ideas are shared with the people designing our vehicles and content.' },
  { title: 'We reply when it helps', text: 'If you ask a question or we need more detail, we answer, usually within 24 hours.' },
]

function TopicIcon({ d }: { d: string }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  )
}

/** Its head: the server adds the path and breadcrumbs (routes/static.ts). */
export const head: StaticHead = {
  title: 'Feedback',
  description:
    'Tell Yerth what you think of our website, our vehicles and our ideas. Every message is read by the team.',
}

export default function Feedback() {
  usePageMeta(head)
  const { settings } = useSite()
  const email = contactEmail(settings)
  const mailto = `mailto:${email}?subject=${encodeURIComponent(SUBJECT)}`

  return (
    <>
      <StaticHero
        eyebrow="Feedback"
        title="Help us build it better"
        crumb="Feedback"
        lead={`${BRAND.name} is still being built, and so is this website. Tell us what works, what does not and what you would like to see: every message is read by someone on the team.`}
        art={<img src="/art/feedback-hero.svg" width={440} height={340} alt="" decoding="async" />}
      >
        <div className="legal-hero-actions">
          <a className="btn btn-primary btn-lg" href={mailto}>
            <MailIcon size={18} />
            Email your feedback
          </a>
          <Link to="/contact" className="btn btn-secondary btn-lg">
            Use the contact form
          </Link>
        </div>
        <p className="feedback-address">
          Or write to <a href={mailto}>{email}</a>. We will fill in the subject for you.
        </p>
      </StaticHero>

      <section className="container feedback-section" aria-labelledby="feedback-topics-title">
        <p className="eyebrow">What we would love to hear</p>
        <h2 id="feedback-topics-title" className="feedback-title">
          Big or small, it all helps
        </h2>
        <ul className="feedback-topics">
          {TOPICS.map((t) => (
            <li key={t.title} className="feedback-topic">
              <span className="feedback-topic-icon">
                <TopicIcon d={t.icon} />
              </span>
              <h3 className="feedback-topic-title">{t.title}</h3>
              <p className="feedback-topic-text">{t.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container feedback-section feedback-split" aria-label="How to send feedback and what happens next">
        <div className="feedback-panel">
          <h2 className="feedback-subtitle">Make it easy for us to act</h2>
          <p className="feedback-panel-text">A few details turn a good message into a quick fix:</p>
          <ul className="feedback-tips">
            {TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
        <div className="feedback-panel">
          <h2 className="feedback-subtitle">What happens next</h2>
          <ol className="feedback-steps">
            {STEPS.map((s, i) => (
              <li key={s.title}>
                <span className="feedback-step-num" aria-hidden="true">
                  {i + 1}
                </span>
                <div>
                  <h3 className="feedback-step-title">{s.title}</h3>
                  <p className="feedback-step-text">{s.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container feedback-section" aria-labelledby="feedback-use-title">
        <div className="feedback-use">
          <h2 id="feedback-use-title" className="feedback-subtitle">
            How we use your feedback
          </h2>
          <p>
            We use what you send to improve this site, our content and our vehicles. We never publish your feedback with your name
            unless you tell us we may. Your e-mail address and message are handled as our{' '}
            <Link to="/privacy-policy" className="legal-link">
              Privacy Policy
            </Link>{' '}
            describes, and ideas you share are covered by our{' '}
            <Link to="/terms-of-service" className="legal-link">
              Terms of Service
            </Link>
            .
          </p>
        </div>
      </section>

      <section className="container feedback-section feedback-last" aria-labelledby="feedback-cta-title">
        <div className="legal-cta">
          <div>
            <h2 id="feedback-cta-title" className="legal-cta-title">
              Prefer a form?
            </h2>
            <p className="legal-cta-text">
              Our contact form reaches the same team. Choose the subject that fits best and tell us what is on your mind.
            </p>
          </div>
          <div className="legal-cta-actions">
            <Link to="/contact" className="btn btn-primary btn-lg">
              Go to the contact form
              <ArrowRightIcon size={18} />
            </Link>
            <a className="btn btn-secondary btn-lg" href={mailto}>
              Email us
            </a>
          </div>
        </div>
      </section>
    </>
  )
}
