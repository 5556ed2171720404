/**
 * The layout /partners and /events share (public-site §2): a 'Coming Soon' banner with the launch
 * label, three cards, a newsletter signup and onward links. Each page passes its own copy.
 */
import type { ReactNode } from 'react'
import { AppLink } from '../../components/AppLink.tsx'
import { ArrowRightIcon, CheckIcon } from '../../components/Icons.tsx'
import { PageHero } from '../../components/PageHero.tsx'
import { SectionHead } from '../../components/SectionHead.tsx'
import { LaunchSignup, type LaunchSource } from './LaunchSignup.tsx'
import { ChipIcon, GlobeIcon, LinkIcon, RocketIcon, StageIcon, UsersIcon } from './launch-icons.tsx'
import './launch.css'

const ICONS = { chip: ChipIcon, globe: GlobeIcon, link: LinkIcon, rocket: RocketIcon, users: UsersIcon, stage: StageIcon }

export interface LaunchPageContent {
  eyebrow: string
  title: string
  lead: string
  /** The 'Coming Soon' banner's launch line: its label ('Launch') and value ('Q1 2026'). */
  launch: { label: string; value: string }
  art: { src: string; width: number; height: number }
  cards: { title: string; lead: string; heading: string; items: { title: string; text: string; points: string[]; icon: keyof typeof ICONS }[] }
  signup: { title: string; text: string; note: string; source: LaunchSource; buttonLabel: string; busyLabel: string }
  links: { title: string; text: string; items: { label: string; to: string }[] }
}

/**
 * `listing`: what the page lists once it has entries of its own (the events calendar); it takes the
 * place of the 'Coming Soon' banner and the cards, and the signup and links follow it.
 */
export function LaunchPage({ content: c, page, listing }: { content: LaunchPageContent; page: string; listing?: ReactNode }) {
  return (
    <div className={`launch launch--${page}`}>
      <PageHero
        name="launch-hero"
        titleId="launch-title"
        eyebrow={c.eyebrow}
        title={c.title}
        lead={c.lead}
        art={<img src={c.art.src} alt="" width={c.art.width} height={c.art.height} decoding="async" fetchPriority="high" />}
      >
        {!listing && (
          <div className="launch-banner">
            <span className="launch-soon">
              <span className="launch-pulse" aria-hidden="true" />
              Coming Soon
            </span>
            <span className="launch-when">
              <span className="launch-when-label">{c.launch.label}</span>
              <span className="launch-when-value">{c.launch.value}</span>
            </span>
          </div>
        )}
      </PageHero>

      {listing ?? (
        <section className="launch-section" aria-labelledby="launch-cards-title">
          <div className="container">
            <SectionHead name="launch" as="div" eyebrow={c.cards.heading} title={c.cards.title} titleId="launch-cards-title" intro={c.cards.lead} />
            <ul className="launch-cards">
              {c.cards.items.map((card, i) => {
                const Glyph = ICONS[card.icon]
                return (
                  <li key={card.title} className="launch-card">
                    {/* Drawn by CSS from data-num: a decorative watermark, not text to read or contrast-check. */}
                    <span className="launch-card-num" data-num={`0${i + 1}`} aria-hidden="true" />
                    <span className="launch-card-icon" aria-hidden="true">
                      <Glyph size={26} />
                    </span>
                    <h3 className="launch-card-title">{card.title}</h3>
                    <p className="launch-card-text">{card.text}</p>
                    <ul className="launch-points">
                      {card.points.map((p) => (
                        <li key={p}>
                          <CheckIcon size={16} />
                          {p}
                        </li>
                      ))}
                    </ul>
                  </li>
                )
              })}
            </ul>
          </div>
        </section>
      )}

      <section className="launch-section launch-section--signup" aria-labelledby="launch-signup-title">
        <div className="container">
          <div className="launch-signup">
            <div>
              <h2 id="launch-signup-title" className="launch-h2">
                {c.signup.title}
              </h2>
              <p className="launch-sub">{c.signup.text}</p>
            </div>
            <div>
              <LaunchSignup source={c.signup.source} buttonLabel={c.signup.buttonLabel} busyLabel={c.signup.busyLabel} />
              <p className="launch-note">{c.signup.note}</p>
            </div>
          </div>
        </div>
      </section>

      <section className="launch-section launch-section--links" aria-labelledby="launch-links-title">
        <div className="container">
          <div className="launch-links">
            <div>
              <h2 id="launch-links-title" className="launch-links-title">
                {c.links.title}
              </h2>
              <p className="launch-sub">{c.links.text}</p>
            </div>
            <div className="launch-links-actions">
              {c.links.items.map((link, i) => (
                <AppLink key={link.to} to={link.to} className={`btn btn-lg ${i === 0 ? 'btn-primary' : 'btn-secondary'}`}>
                  {link.label}
                  {i === 0 && <ArrowRightIcon size={18} />}
                </AppLink>
              ))}
            </div>
          </div>
        </div>
      </section>
    </div>
  )
}
