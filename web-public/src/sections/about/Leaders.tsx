/** Block `leaders` (About's 'The Visionaries Behind'): profiles with portrait, role, badge, bio and an external profile link. */
import { useEffect, useRef, useState } from 'react'
import { ExternalIcon } from '../../components/Icons.tsx'
import { SectionHead } from '../../components/SectionHead.tsx'
import { RichText, SectionLink, items, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { imageSrc } from './parts.tsx'
import type { LEADERS_BLOCK } from '../../../../shared/blocks/about.ts'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('')

/** The portrait over the founder's initials; a portrait that fails to load leaves the initials showing. */
function FounderPhoto({ src, name, alt }: { src: string | null; name: string; alt: string }) {
  const ref = useRef<HTMLImageElement>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const img = ref.current // it may have failed before hydration attached onError
    if (img?.complete) img.decode().catch(() => setFailed(true))
  }, [src])
  return (
    <div className="about-founder-photo" data-initials={initials(name)}>
      {src && !failed && (
        <img ref={ref} src={src} alt={alt || `Portrait of ${name}`} width={400} height={400} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      )}
    </div>
  )
}

export function Leaders({ section, index }: SectionProps) {
  const founders = items<typeof LEADERS_BLOCK>(section).filter((f) => f.name)
  const profileLabel = meta<typeof LEADERS_BLOCK>(section, 'profileLabel') || 'View profile'
  const headingId = `about-${section.id}-title`
  return (
    <section className="about-section about-band about-founders" aria-labelledby={section.title ? headingId : undefined} data-block={section.type} data-section={section.id}>
      <div className="container">
        <SectionHead name="about" align="center" eyebrow={meta<typeof LEADERS_BLOCK>(section, 'eyebrow')} title={section.title} intro={section.content} index={index} titleId={headingId} />
        <ul className="about-founders-grid">
          {founders.map((f, i) => {
            const photo = imageSrc(f.image)
            const profile = f.profileUrl
            return (
              <li key={i}>
                <article className="about-founder">
                  <FounderPhoto src={photo} name={f.name ?? ''} alt={f.imageAlt ?? ''} />
                  <div className="about-founder-body">
                    {f.badge && <p className="about-badge">{f.badge}</p>}
                    <h3 className="about-founder-name">{f.name}</h3>
                    {f.title && <p className="about-founder-role">{f.title}</p>}
                    <RichText value={f.bio} className="about-card-text" />
                    {profile && (
                      <SectionLink href={profile} className="about-link" aria-label={`${f.name}: ${profileLabel} (opens in a new tab)`}>
                        {profileLabel}
                        <ExternalIcon size={16} />
                      </SectionLink>
                    )}
                  </div>
                </article>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
