/** The four company profiles (settings, falling back to the default company pages). */
import type { SocialLink } from '../lib/settings.ts'
import { FacebookIcon, InstagramIcon, LinkedInIcon, YouTubeIcon } from './Icons.tsx'

const ICONS = { linkedin: LinkedInIcon, youtube: YouTubeIcon, instagram: InstagramIcon, facebook: FacebookIcon }

export function SocialLinks({ links, className = '' }: { links: SocialLink[]; className?: string }) {
  return (
    <ul className={`socials ${className}`}>
      {links.map(({ network, label, href }) => {
        const Glyph = ICONS[network]
        return (
          <li key={network}>
            <a className="social-link" href={href} target="_blank" rel="noopener noreferrer" aria-label={`Yerth on ${label} (opens in a new tab)`}>
              <Glyph size={18} />
            </a>
          </li>
        )
      })}
    </ul>
  )
}
