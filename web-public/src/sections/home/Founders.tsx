/**
 * The `founders` block (shared/blocks/home.ts; public-site §2 Founders section): founder cards with
 * photo (image, imageAlt; empty: "Portrait of" the name), name, title, badge, short bio; Read More
 * / Read Less opens the full bio and quote, one card at a time; two recent articles
 * (post1Name/post1Url, post2Name/post2Url) and LinkedIn and X links (linkedin, twitter). An item's
 * `key` (or, as /home-v1 still passes them, its `id`) keeps the cards' toggles apart.
 * Also drawn by /home-v1 (a shared section).
 */
import { LinkedInIcon } from '../../components/Icons.tsx'
import { Collapse, useSingleOpen } from '../../components/ui/Accordion.tsx'
import { RichText, SectionLink, isSitePath, items, meta, safeHref } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { QuoteIcon, XIcon } from './icons.tsx'
import { SectionHead, titleId } from './parts.tsx'
import './shared.css'
import type { ItemOf } from '../../../../shared/blocks/fields.ts'
import type { FOUNDERS_BLOCK } from '../../../../shared/blocks/home.ts'

export function Founders({ section, index }: SectionProps) {
  const founders = items<typeof FOUNDERS_BLOCK>(section)
  const { toggle, isOpen } = useSingleOpen(null)
  const postsLabel = meta<typeof FOUNDERS_BLOCK>(section, 'postsLabel') || 'Recent articles'
  const keys = cardKeys(founders)
  return (
    <section className="home-section home-founders" aria-labelledby={titleId(section)} data-block={section.type} data-section={section.id}>
      <div className="container">
        <SectionHead section={section} index={index} align="center" />
        <ul className="home-founders-grid">
          {founders.map((f, i) => {
            const key = keys[i]
            return (
              <li key={key}>
                <FounderCard founder={f} id={`${section.id}-${key}`} open={isOpen(key)} onToggle={() => toggle(key)} postsLabel={postsLabel} />
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}

/** One founder as stored (the block's item fields). */
type Founder = ItemOf<typeof FOUNDERS_BLOCK>

/** Each card's key: its stored key (or id), fit for a DOM id and unique in the block; else its position. */
function cardKeys(founders: Founder[]): string[] {
  const seen = new Set<string>()
  return founders.map((f, i) => {
    let key = (f.key || f.id || '').replace(/[^A-Za-z0-9_-]+/g, '-') || `founder-${i}`
    if (seen.has(key)) key = `${key}-${i}`
    seen.add(key)
    return key
  })
}

function FounderCard({ founder: f, id, open, onToggle, postsLabel }: { founder: Founder; id: string; open: boolean; onToggle: () => void; postsLabel: string }) {
  const photo = safeHref(f.image)
  const bioId = `${id}-bio`
  const posts = [
    [f.post1Name, f.post1Url],
    [f.post2Name, f.post2Url],
  ].filter(([name]) => name)
  const social = [
    { href: f.linkedin, label: 'LinkedIn', icon: <LinkedInIcon size={18} /> },
    { href: f.twitter, label: 'X (Twitter)', icon: <XIcon size={16} /> },
  ].filter((s) => safeHref(s.href))
  return (
    <article className="home-founder" data-open={open ? '' : undefined}>
      <div className="home-founder-head">
        <div className="home-founder-photo">{photo && <img src={photo} alt={f.imageAlt || (f.name ? `Portrait of ${f.name}` : '')} width={240} height={280} loading="lazy" decoding="async" />}</div>
        <div className="home-founder-id">
          <h3 className="home-founder-name">{f.name}</h3>
          {f.title && <p className="home-founder-role">{f.title}</p>}
          {f.badge && <p className="home-founder-badge">{f.badge}</p>}
        </div>
      </div>
      {f.shortBio && <p className="home-founder-short">{f.shortBio}</p>}
      <button type="button" className="home-founder-toggle" aria-expanded={open} aria-controls={bioId} onClick={onToggle}>
        {open ? 'Read Less' : 'Read More'}
        <span className="sr-only"> about {f.name}</span>
        <span className="home-founder-chevron" aria-hidden="true" />
      </button>
      <Collapse id={bioId} open={open} className="home-founder-more">
        <div className="home-founder-more-inner">
          <RichText value={f.fullBio} className="home-founder-bio" />
          {f.quote && (
            <blockquote className="home-founder-quote">
              <QuoteIcon size={22} />
              <p>{f.quote}</p>
            </blockquote>
          )}
        </div>
      </Collapse>
      <div className="home-founder-foot">
        {posts.length > 0 && (
          <div className="home-founder-posts">
            <p className="home-founder-posts-label">{postsLabel}</p>
            <ul>
              {posts.map(([name, url]) => (
                <li key={name}>
                  <SectionLink href={url} className="home-founder-post">
                    {name}
                  </SectionLink>
                </li>
              ))}
            </ul>
          </div>
        )}
        {social.length > 0 && (
          <ul className="home-founder-social">
            {social.map((s) => (
              <li key={s.label}>
                <SectionLink href={s.href} className="home-founder-social-link" aria-label={`${f.name} on ${s.label}${isSitePath(s.href ?? '') ? '' : ' (opens in a new tab)'}`}>
                  {s.icon}
                </SectionLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  )
}
