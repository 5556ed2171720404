/**
 * Block `join-movement` (Careers' 'Who Thrives Here'): the points as a ticked list and the application
 * card: a mailto link to the careers address (metadata.email, falling back to the brand's careers
 * address) and three social links from the site settings (each falling back to the company's default
 * page). Its section id is its anchor (id="join-our-movement" on the seeded page), the target of a
 * careers hero's button (focusable from script, so the glide lands focus here).
 */
import { BRAND } from '../../../../shared/brand.ts'
import { CheckIcon, InstagramIcon, LinkedInIcon, MailIcon, YouTubeIcon } from '../../components/Icons.tsx'
import { SectionHead } from '../../components/SectionHead.tsx'
import { socialLinks } from '../../lib/settings.ts'
import { useSite } from '../../lib/site.tsx'
import { RichText, items, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import type { JOIN_MOVEMENT_BLOCK } from '../../../../shared/blocks/careers.ts'

const EMAIL = /^[^\s@<>"'?&]+@[^\s@<>"'?&]+\.[^\s@<>"'?&]+$/
const SOCIAL_ICONS = { linkedin: LinkedInIcon, instagram: InstagramIcon, youtube: YouTubeIcon } as const
const SOCIALS = ['linkedin', 'instagram', 'youtube'] as const

export function JoinMovement({ section, index }: SectionProps) {
  const { settings } = useSite()
  const bullets = items<typeof JOIN_MOVEMENT_BLOCK>(section)
    .map((b) => b.text ?? '')
    .filter(Boolean)
  const applyTitle = meta<typeof JOIN_MOVEMENT_BLOCK>(section, 'applyTitle')
  const applyText = meta<typeof JOIN_MOVEMENT_BLOCK>(section, 'applyText')
  const stored = meta<typeof JOIN_MOVEMENT_BLOCK>(section, 'email').trim()
  const email = EMAIL.test(stored) ? stored : BRAND.defaults.careersEmail
  const subject = meta<typeof JOIN_MOVEMENT_BLOCK>(section, 'emailSubject').trim()
  const mailto = `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`
  const socialTitle = meta<typeof JOIN_MOVEMENT_BLOCK>(section, 'socialTitle')
  const socials = socialLinks(settings).filter((l) => (SOCIALS as readonly string[]).includes(l.network))
  socials.sort((a, b) => SOCIALS.indexOf(a.network as (typeof SOCIALS)[number]) - SOCIALS.indexOf(b.network as (typeof SOCIALS)[number]))
  const headingId = `careers-${section.id}-title`
  return (
    <section
      id={section.id}
      tabIndex={-1}
      className="careers-section careers-join"
      aria-labelledby={section.title ? headingId : undefined}
      data-block={section.type}
      data-section={section.id}
    >
      <div className="container careers-join-grid">
        <div className="careers-join-copy">
          <SectionHead name="careers" eyebrow={meta<typeof JOIN_MOVEMENT_BLOCK>(section, 'eyebrow')} title={section.title} intro={section.content} index={index} titleId={headingId} align="start" />
          {bullets.length > 0 && (
            <ul className="careers-bullets">
              {bullets.map((b, i) => (
                <li key={i}>
                  <span className="careers-bullet-icon">
                    <CheckIcon size={16} />
                  </span>
                  {b}
                </li>
              ))}
            </ul>
          )}
        </div>
        <aside className="careers-apply" aria-labelledby={applyTitle ? `${headingId}-apply` : undefined}>
          {applyTitle && (
            <h3 id={`${headingId}-apply`} className="careers-apply-title">
              {applyTitle}
            </h3>
          )}
          <RichText value={applyText} className="careers-apply-text" />
          <a className="btn btn-lg careers-apply-mail" href={mailto}>
            <MailIcon size={20} />
            <span className="careers-apply-address">{email}</span>
          </a>
          {socials.length > 0 && (
            <div className="careers-apply-social">
              {socialTitle && <p className="careers-apply-social-title">{socialTitle}</p>}
              <ul className="careers-socials">
                {socials.map(({ network, label, href }) => {
                  const Glyph = SOCIAL_ICONS[network as keyof typeof SOCIAL_ICONS]
                  return (
                    <li key={network}>
                      <a className="careers-social" href={href} target="_blank" rel="noopener noreferrer" aria-label={`${BRAND.name} on ${label} (opens in a new tab)`}>
                        <Glyph size={18} />
                      </a>
                    </li>
                  )
                })}
              </ul>
            </div>
          )}
        </aside>
      </div>
    </section>
  )
}
