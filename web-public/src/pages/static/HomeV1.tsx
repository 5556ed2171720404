/**
 * The alternative landing page (/home-v1, public-site §2 Alternative landing page): the hero
 * 'Welcome to the Hypermobility Era' (links to /about and /contact); 'Built on Three Core Pillars'
 * whose 'Learn More' and 'Discover the Future' buttons do nothing (as the spec says); features
 * whose 'Explore Features' buttons open the 'Coming Soon' dialog ('Got it', close icon, backdrop,
 * Escape); two shared sections (founders, latest blogs); the FAQ accordion (one open at a time,
 * the first open initially) beside a 'Get in Touch' button without a link; one more shared section
 * (the closing banner). The wrapper adds top padding. Copy: home-v1-content.ts.
 * Head: `head` below.
 */
import { useId, useRef, useState, type ReactNode } from 'react'
import { AppLink } from '../../components/AppLink.tsx'
import { ArrowRightIcon } from '../../components/Icons.tsx'
import { PageHero } from '../../components/PageHero.tsx'
import { SectionHead } from '../../components/SectionHead.tsx'
import { Accordion } from '../../components/ui/Accordion.tsx'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { usePageMeta } from '../../lib/head.ts'
import { ClosingCta } from '../../sections/home/ClosingCta.tsx'
import { Founders } from '../../sections/home/Founders.tsx'
import { LatestBlogsSection } from '../../sections/home/LatestBlogsSection.tsx'
import { Highlight } from '../../sections/home/parts.tsx'
import { LeafIcon, SparkIcon } from '../../sections/home/icons.tsx'
import { Icon } from '../../components/Icons.tsx'
import type { StaticHead } from '../../document.ts'
import { COMING_SOON, FAQ, FEATURES, HERO, PILLARS, SHARED_SECTIONS, V1_PAGE, type PillarIcon } from './home-v1-content.ts'
import './home-v1.css'

const FlowIcon = ({ size = 26 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M3 9c3-3 6-3 9 0s6 3 9 0M3 15c3-3 6-3 9 0s6 3 9 0" />
  </Icon>
)

const PILLAR_ICONS: Record<PillarIcon, ReactNode> = {
  seamless: <FlowIcon />,
  intelligent: <SparkIcon size={26} />,
  sustainable: <LeafIcon size={26} />,
}

/** Its head: the server adds the path and breadcrumbs (routes/static.ts). */
export const head: StaticHead = {
  title: 'Welcome to the Hypermobility Era',
  description:
    'Seamless, intelligent, sustainable: the three pillars of Yerth Hypermobility, our features and answers to the questions we hear most.',
}

export default function HomeV1() {
  usePageMeta(head)
  const [soonOpen, setSoonOpen] = useState(false)
  return (
    <div className="hv1">
      <Hero />
      <Pillars />
      <Features onExplore={() => setSoonOpen(true)} />
      <Founders section={SHARED_SECTIONS.founders} page={V1_PAGE} extras={{}} index={3} />
      <LatestBlogsSection section={SHARED_SECTIONS.latestBlogs} page={V1_PAGE} extras={{}} index={4} />
      <Faq />
      <ClosingCta section={SHARED_SECTIONS.closing} page={V1_PAGE} extras={{}} index={6} />
      <ComingSoonDialog open={soonOpen} onClose={() => setSoonOpen(false)} />
    </div>
  )
}

function Hero() {
  return (
    <PageHero
      name="hv1-hero"
      titleId="hv1-title"
      eyebrow={HERO.eyebrow}
      title={<Highlight text={HERO.title} highlight={HERO.highlight} />}
      lead={HERO.lead}
      art={<img src={HERO.art.src} alt="" width={HERO.art.width} height={HERO.art.height} fetchPriority="high" decoding="async" />}
    >
      <div className="hv1-hero-actions">
        <AppLink to={HERO.primary.to} className="btn btn-primary btn-lg">
          {HERO.primary.text}
          <ArrowRightIcon size={18} />
        </AppLink>
        <AppLink to={HERO.secondary.to} className="btn btn-secondary btn-lg">
          {HERO.secondary.text}
        </AppLink>
      </div>
      <p className="hv1-hero-note">
        <span className="hv1-dot" aria-hidden="true" />
        {HERO.note}
      </p>
    </PageHero>
  )
}

function Pillars() {
  return (
    <section className="hv1-section" aria-labelledby="hv1-pillars-title">
      <div className="container">
        <SectionHead name="hv1" align="center" eyebrow={PILLARS.eyebrow} title={PILLARS.title} titleId="hv1-pillars-title" intro={PILLARS.lead} />
        <ul className="hv1-pillars">
          {PILLARS.items.map((p, i) => (
            <li key={p.title} className="hv1-pillar">
              <span className="hv1-pillar-num" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <span className="hv1-icon" aria-hidden="true">
                {PILLAR_ICONS[p.icon]}
              </span>
              <h3 className="hv1-pillar-title">{p.title}</h3>
              <p className="hv1-pillar-text">{p.text}</p>
              {/* public-site §2: the pillars' 'Learn More' does nothing. */}
              <button type="button" className="hv1-learn">
                {PILLARS.learnMore}
                <span className="sr-only"> about {p.title}</span>
                <ArrowRightIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
        <div className="hv1-center">
          {/* public-site §2: 'Discover the Future' does nothing either. */}
          <button type="button" className="btn btn-primary btn-lg">
            {PILLARS.cta}
            <ArrowRightIcon size={18} />
          </button>
        </div>
      </div>
    </section>
  )
}

function Features({ onExplore }: { onExplore: () => void }) {
  return (
    <section className="hv1-section hv1-features" aria-labelledby="hv1-features-title">
      <div className="container">
        <SectionHead name="hv1" align="center" eyebrow={FEATURES.eyebrow} title={FEATURES.title} titleId="hv1-features-title" intro={FEATURES.lead} />
        <ul className="hv1-feature-grid">
          {FEATURES.items.map((f) => (
            <li key={f.title} className="hv1-feature">
              <p className="hv1-feature-stat" aria-hidden="true">
                {f.stat}
              </p>
              <h3 className="hv1-feature-title">{f.title}</h3>
              <p className="hv1-feature-text">{f.text}</p>
              <button type="button" className="btn btn-secondary hv1-feature-btn" aria-haspopup="dialog" onClick={onExplore}>
                {FEATURES.button}
                <span className="sr-only">: {f.title}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function Faq() {
  return (
    <section className="hv1-section hv1-faq" aria-labelledby="hv1-faq-title">
      <div className="container hv1-faq-grid">
        <div className="hv1-faq-side">
          <SectionHead name="hv1" align="start" eyebrow={FAQ.eyebrow} title={FAQ.title} titleId="hv1-faq-title" intro={FAQ.lead} />
          <div className="hv1-faq-aside">
            <p className="hv1-faq-aside-title">{FAQ.aside.title}</p>
            <p className="hv1-faq-aside-text">{FAQ.aside.text}</p>
            {/* public-site §2: the FAQ's 'Get in Touch' button has no link. */}
            <button type="button" className="btn btn-primary">
              {FAQ.aside.button}
            </button>
          </div>
        </div>
        <Accordion
          className="hv1-faq-list"
          items={FAQ.items.map((item, i) => ({
            id: `faq-${i}`,
            title: item.question,
            content: (
              <p>
                {item.answer}
                {item.link && (
                  <>
                    {' '}
                    <AppLink to={item.link.to} className="hv1-inline-link">
                      {item.link.text}
                    </AppLink>
                    .
                  </>
                )}
              </p>
            ),
          }))}
        />
      </div>
    </section>
  )
}

function ComingSoonDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId()
  const textId = useId()
  const gotIt = useRef<HTMLButtonElement>(null)
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} describedBy={textId} initialFocus={gotIt} panelClassName="hv1-soon">
      <span className="hv1-soon-icon" aria-hidden="true">
        <SparkIcon size={28} />
      </span>
      <h2 id={titleId} className="hv1-soon-title">
        {COMING_SOON.title}
      </h2>
      <p id={textId} className="hv1-soon-text">
        {COMING_SOON.text}
      </p>
      <button ref={gotIt} type="button" className="btn btn-primary btn-block" onClick={onClose}>
        {COMING_SOON.button}
      </button>
    </Dialog>
  )
}
