/**
 * Site footer (public-site §2): newsletter, the footer's link columns and legal line as the
 * Navigation screen publishes them (issue 31), contact details, socials.
 */
import { AppLink as Link } from './AppLink.tsx'
import { MenuLink } from './MenuLink.tsx'
import { BRAND } from '../../../shared/brand.ts'
import { useSite } from '../lib/site.tsx'
import { companyPhone, contactEmail, socialLinks } from '../lib/settings.ts'
import { MailIcon, PhoneIcon } from './Icons.tsx'
import { Logo } from './Logo.tsx'
import { NEWSLETTER_SUCCESS_MS, NewsletterForm, SubscribedThanks } from './NewsletterForm.tsx'
import { SocialLinks } from './SocialLinks.tsx'

export function Footer() {
  const { settings, navigation } = useSite()
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

          {navigation.footer.map((col, i) => (
            <nav key={`${i}-${col.label}`} className="footer-col" aria-label={col.label}>
              <h2 className="footer-col-title">{col.label}</h2>
              <ul>
                {(col.children ?? []).map((link, j) => (
                  <li key={`${j}-${link.href}`}>
                    <MenuLink item={link} className="footer-link" />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="footer-bottom">
          <p className="footer-copy">{navigation.legal || `© ${BRAND.copyrightYear} ${BRAND.name}. All rights reserved.`}</p>
          <SocialLinks links={socialLinks(settings)} className="footer-socials" />
        </div>
      </div>
    </footer>
  )
}
