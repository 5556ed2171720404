/** /terms-of-service: the terms of using the website, its content, its forms and the preview access. */
import { AppLink as Link } from '../../components/AppLink.tsx'
import { usePageMeta } from '../../lib/head.ts'
import { contactEmail } from '../../lib/settings.ts'
import { useSite } from '../../lib/site.tsx'
import { BRAND } from '../../../../shared/brand.ts'
import type { StaticHead } from '../../document.ts'
import { LastUpdated, LegalDocument, MailLink, StaticHero, type LegalSection } from './legal.tsx'

function sections(email: string): LegalSection[] {
  const mail = <MailLink email={email} subject="Terms of Service" />
  const name = BRAND.name
  return [
    {
      id: 'about-these-terms',
      title: 'About these terms',
      body: (
        <>
          <p>
            These terms apply whenever you use this website, its pages, its forms and the materials you can download from it. By
            using the site you accept them. If you do not agree, please do not use the site.
          </p>
          <p>
            How we handle personal data is explained in our <Link to="/privacy-policy">Privacy Policy</Link>, and you can choose
            which optional cookies we may use in <Link to="/cookie-settings">Cookie Settings</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <p>
          The site is run by {name} (“{name}”, “we”, “us”), a company designing electric Hypermobility vehicles. You can reach us at{' '}
          {mail} or through our <Link to="/contact">contact page</Link>.
        </p>
      ),
    },
    {
      id: 'products-in-development',
      title: 'Products in development',
      body: (
        <>
          <p>
            Our vehicles are still being developed and tested. Descriptions, images, videos, performance figures and sustainability
            goals on this site describe our intentions and our current prototypes. They may change as development continues, and
            some images are illustrations rather than photographs of finished products.
          </p>
          <p>
            Nothing on this site is an offer to sell, a reservation or a promise about availability, price, specification or launch
            date. If we sell products in the future, that sale will have terms of its own, which you will see before you commit to
            anything.
          </p>
        </>
      ),
    },
    {
      id: 'using-the-site',
      title: 'Using the site',
      body: (
        <>
          <p>You are welcome to browse, read, watch and share links to our pages. When you do, please do not:</p>
          <ul>
            <li>use the site in a way that breaks the law or the rights of others;</li>
            <li>try to get into parts of the site, accounts or systems you are not allowed to use, or guess passwords;</li>
            <li>interfere with the site’s security or operation, or send malware through it;</li>
            <li>collect content or data from the site automatically at a pace that burdens it, or to build a competing service;</li>
            <li>send spam, misleading or abusive messages through our forms, or pretend to be someone else.</li>
          </ul>
          <p>
            If you find a security weakness, thank you: please tell us privately at {mail} and give us reasonable time to fix it
            before telling anyone else. We may block access for anyone who misuses the site.
          </p>
        </>
      ),
    },
    {
      id: 'preview-and-console',
      title: 'Preview access and the staff console',
      body: (
        <>
          <p>
            Before launch we may place the whole site behind a coming-soon page and share an access password with invited guests.
            That password is for you alone: please keep it confidential and do not publish it. We may change it or end preview
            access at any time.
          </p>
          <p>
            The staff console is for {name} staff and people we authorise. Accounts are personal, must not be shared, and activity
            in the console is recorded for security.
          </p>
        </>
      ),
    },
    {
      id: 'your-messages',
      title: 'Your messages and ideas',
      body: (
        <>
          <p>
            When you write to us through a form or by e-mail, please give accurate details so we can reply. You keep the rights in
            what you send; you allow us to use it to answer you and to handle your request.
          </p>
          <p>
            We love feedback and suggestions (see our <Link to="/feedback">Feedback</Link> page). If you send ideas, you agree we may
            use them to improve our site and products without owing you payment or credit. We cannot accept ideas in confidence,
            so please do not send us anything you want to keep confidential, such as unpublished inventions.
          </p>
        </>
      ),
    },
    {
      id: 'newsletter',
      title: 'Newsletter',
      body: (
        <p>
          If you subscribe, we will send you news about {name}, our vehicles, the Journal, HyperBuilt and events. You can unsubscribe
          at any time, and we will stop.
        </p>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      body: (
        <>
          <p>
            The site and its content (text, images, videos, designs, graphics and software) belong to {name} or to those who licensed
            them to us, and are protected by copyright and other laws. The {name} name and logo are our trademarks.
          </p>
          <p>
            You may view the site and print or save pages for your own, non-commercial use. Journalists and creators may use the
            press materials on our <Link to="/media">Media</Link> page for editorial coverage of {name}, following the usage
            guidelines given there. Any other use, including changing our logo or suggesting that we endorse you, needs our written
            permission first.
          </p>
        </>
      ),
    },
    {
      id: 'third-party-links',
      title: 'Links and other services',
      body: (
        <p>
          The site links to services run by others, such as YouTube for our videos, our social media profiles and articles about us.
          They have their own terms and privacy policies, which apply when you use them. We are not responsible for their content or
          for how they work.
        </p>
      ),
    },
    {
      id: 'availability',
      title: 'Changes to the site',
      body: (
        <p>
          We keep improving the site, so pages and features may change, move or be removed, and the site may sometimes be
          unavailable, for example during maintenance. We try to keep it running smoothly but cannot promise it will always be
          available or free of errors.
        </p>
      ),
    },
    {
      id: 'no-warranties',
      title: 'No warranties',
      body: (
        <p>
          The site is provided for general information, as it is and as available. We take care to keep it accurate and up to date,
          but, as far as the law allows, we make no promises that its content is complete, current or suitable for a particular
          purpose. Nothing on it is professional, financial or investment advice, and statements about our plans look ahead and
          may not come true.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Our liability',
      body: (
        <>
          <p>
            As far as the law allows, we are not liable for indirect or consequential loss, or for loss of data, profit, business or
            opportunity, arising from your use of the site or your reliance on its content.
          </p>
          <p>
            Nothing in these terms limits liability that cannot be limited by law, such as liability for death or personal injury
            caused by negligence, or for fraud, and nothing affects the rights you have as a consumer under the law of your country.
          </p>
        </>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing law and disputes',
      body: (
        <p>
          These terms are governed by the law of the country in which {name} is established. If you are a consumer, you also keep the
          protection of the mandatory rules of the country where you live and may bring a claim there. Before going to court, please
          write to us: most questions can be settled quickly and in good faith.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: (
        <p>
          We may update these terms as the site and our business develop; the date at the top shows the latest version. The terms
          in force when you use the site are the ones that apply. If a part of them turns out to be unenforceable, the rest still
          applies.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <div className="legal-cta">
          <div>
            <h3 className="legal-cta-title">Questions about these terms?</h3>
            <p className="legal-cta-text">Write to {mail} or send us a message through the contact form.</p>
          </div>
          <div className="legal-cta-actions">
            <a className="btn btn-primary" href={`mailto:${email}?subject=${encodeURIComponent('Terms of Service')}`}>
              E-mail us
            </a>
            <Link to="/contact" className="btn btn-secondary">
              Contact form
            </Link>
          </div>
        </div>
      ),
    },
  ]
}

/** Its head: the server adds the path and breadcrumbs (routes/static.ts). */
export const head: StaticHead = {
  title: 'Terms of Service',
  description:
    'The terms that apply when you use the Yerth website, its content and its forms.',
}

export default function TermsOfService() {
  usePageMeta(head)
  const { settings } = useSite()
  return (
    <>
      <StaticHero
        eyebrow="Legal"
        title="Terms of Service"
        lead={`The rules for using the ${BRAND.name} website, its content and its forms: what you can expect from us, and what we ask of you.`}
      >
        <LastUpdated />
      </StaticHero>
      <LegalDocument title={head.title} sections={sections(contactEmail(settings))} />
    </>
  )
}
