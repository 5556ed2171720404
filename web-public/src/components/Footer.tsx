/** Site footer (public-site §2): newsletter, every footer link, contact details, socials, copyright. */
import { AppLink as Link } from './AppLink.tsx'
import { BRAND } from '../../../shared/brand.ts'
import { useSite } from '../lib/site.tsx'
import { companyPhone, contactEmail, socialLinks } from '../lib/settings.ts'
import { ExternalIcon, MailIcon, PhoneIcon } from './Icons.tsx'
import { Logo } from './Logo.tsx'
import { NEWSLETTER_SUCCESS_MS, NewsletterForm, SubscribedThanks } from './NewsletterForm.tsx'
import { SocialLinks } from './SocialLinks.tsx'

interface FooterLink {
  label: string
  to: string
  /** A plain link outside the React app (server-rendered file or the admin console). */
  external?: boolean
  newTab?: boolean
}

const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Partners', to: '/partners' },
      { label: 'Events', to: '/events' },
    ],
  },
  {
    title: 'Explore',
    links: [
      { label: 'Journal', to: '/journal' },
      { label: 'Media', to: '/media' },
      { label: 'Home v1', to: '/home-v1' },
      { label: 'Sitemap', to: '/api/public/sitemap.xml', external: true, newTab: true },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Contact Us', to: '/contact' },
      { label: 'Feedback', to: '/feedback' },
      { label: 'Staff Login', to: '/admin/login', external: true },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
      { label: 'Cookie Settings', to: '/cookie-settings' },
    ],
  },
]

function FooterAnchor({ link }: { link: FooterLink }) {
  if (link.newTab) {
    return (
      <a className="footer-link" href={link.to} target="_blank" rel="noopener">
        {link.label}
        <ExternalIcon size={13} />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  if (link.external) {
    return (
      <a className="footer-link" href={link.to}>
        {link.label}
      </a>
    )
  }
  return (
    <Link className="footer-link" to={link.to}>
      {link.label}
    </Link>
  )
}

export function Footer() {
  const { settings } = useSite()
  const email = contactEmail(settings)
  const phone = companyPhone(settings)

  return (
    <footer className="site-footer">
      <div className="container">
        <section className="footer-newsletter" aria-labelledby="footer-newsletter-title">
          <div className="footer-newsletter-copy">
            <h2 id="footer-newsletter-title" className="footer-newsletter-title">
              Stay ahead of the ride.
            </h2>
            <p className="footer-newsletter-text">Stories, launches and insights from the road to Hypermobility, straight to your inbox.</p>
          </div>
          <NewsletterForm sourcePage="footer" success={<SubscribedThanks />} successMs={NEWSLETTER_SUCCESS_MS} />
        </section>

        <div className="footer-grid">
          <div className="footer-brand">
            <Link to="/" className="footer-logo" aria-label="Yerth home">
              <Logo size={32} />
            </Link>
            <p className="footer-tagline">{`${BRAND.tagline}. Electric, intelligent and sustainable mobility, inspired by the Earth.`}</p>
            <ul className="footer-contact">
              <li>
                <a href={`mailto:${email}`} className="footer-contact-link">
                  <MailIcon size={18} />
                  {email}
                </a>
              </li>
              {phone && (
                <li>
                  <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="footer-contact-link">
                    <PhoneIcon size={18} />
                    {phone}
                  </a>
                </li>
              )}
            </ul>
          </div>

          {COLUMNS.map((col) => (
            <nav key={col.title} className="footer-col" aria-label={col.title}>
              <h2 className="footer-col-title">{col.title}</h2>
              <ul>
                {col.links.map((link) => (
                  <li key={link.to}>
                    <FooterAnchor link={link} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="footer-bottom">
          <p className="footer-copy">{`© ${BRAND.copyrightYear} ${BRAND.name}. All rights reserved.`}</p>
          <SocialLinks links={socialLinks(settings)} className="footer-socials" />
        </div>
      </div>
    </footer>
  )
}
