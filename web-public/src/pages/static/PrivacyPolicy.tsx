/**
 * /privacy-policy: what personal data the site collects, why, for how long, who receives it and the
 * visitor's rights. The contact address comes from the site settings (brand default otherwise).
 */
import { AppLink as Link } from '../../components/AppLink.tsx'
import { usePageMeta } from '../../lib/head.ts'
import { contactEmail } from '../../lib/settings.ts'
import { useSite } from '../../lib/site.tsx'
import { BRAND } from '../../../../shared/brand.ts'
import type { StaticHead } from '../../document.ts'
import { LastUpdated, LegalDocument, MailLink, StaticHero, type LegalSection } from './legal.tsx'

function Rows({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="legal-table">
      {rows.map(([term, text]) => (
        <div key={term} className="legal-row">
          <dt>{term}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  )
}

function sections(email: string): LegalSection[] {
  const mail = <MailLink email={email} subject="Privacy question" />
  return [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <>
          <p>
            This website is run by {BRAND.name} (“{BRAND.name}”, “we”, “us”), a company designing electric Hypermobility vehicles. We
            decide why and how the personal data described here is used, which makes us responsible for it (the “controller”).
          </p>
          <p>
            Questions about this policy or about your data are welcome at {mail}. We answer privacy requests within one month at the
            latest.
          </p>
        </>
      ),
    },
    {
      id: 'scope',
      title: 'What this policy covers',
      body: (
        <>
          <p>This policy applies to:</p>
          <ul>
            <li>the pages of this website and everything you send through their forms;</li>
            <li>our newsletter;</li>
            <li>e-mails you send to the addresses published on this site, such as our contact, media and careers addresses;</li>
            <li>the staff console our team uses to manage the site.</li>
          </ul>
          <p>
            It does not cover other websites we link to, such as YouTube, LinkedIn, Instagram, Facebook or press articles. When you
            follow those links, the other site’s own privacy policy applies.
          </p>
        </>
      ),
    },
    {
      id: 'data-we-collect',
      title: 'The data we collect',
      body: (
        <>
          <p>We collect only what we need for the purposes in section 4. Most of it you give us yourself.</p>
          <h3>When you contact us</h3>
          <p>
            Our contact form and the “Join the Movement” form on our coming-soon page ask for your name, e-mail address and message,
            the subject you choose and, if you wish, a mobile number. We also note which of the two forms you used.
          </p>
          <h3>When you subscribe to our newsletter</h3>
          <p>
            Your e-mail address and the place on the site where you signed up (for example the footer, HyperBuilt, Partners or
            Events), so we know which updates you asked for.
          </p>
          <h3>When you e-mail us</h3>
          <p>
            Whatever you choose to include, for example a CV and cover letter sent to our careers address, or the details of a
            media request.
          </p>
          <h3>When you visit the site</h3>
          <p>
            Like every web server, ours records technical details of each request: your IP address, the date and time, the page
            asked for, the answer given, and the browser’s description of itself (its “user agent”). To stop abuse such as password
            guessing or form spam, we also count recent attempts per IP address for short periods.
          </p>
          <h3>Our own visit counts, without cookies</h3>
          <p>
            To know which pages are read and how people find us, each page you open tells our server its address and the page you
            came from. We set no cookie for this and keep nothing in your browser. The server turns your IP address and user agent
            into a code that changes every day and cannot be turned back; it never stores the address itself, and the key that
            makes each day’s codes is deleted the next day. Staff and automated visitors are not counted.
          </p>
          <h3>Preview access</h3>
          <p>
            While the site is in preview, guests with the access password receive a cookie that lets them in for the rest of their
            browser session. It records only that access was granted.
          </p>
          <h3>Staff accounts</h3>
          <p>
            For people on our team who use the staff console: name, e-mail address, role, a password (stored only as a secure
            one-way hash, never in readable form), sign-in times and a record of the changes made in the console.
          </p>
          <h3>Analytics and marketing, only with your consent</h3>
          <p>
            If you allow them, Google Analytics, Google Tag Manager and the Meta Pixel collect information about your visit. Section
            5 explains what they do, and nothing of theirs loads until you say yes.
          </p>
          <p>
            We do not ask for sensitive information such as health data or political opinions. Please do not include it in your
            messages.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-it',
      title: 'How we use your data, and why',
      body: (
        <>
          <p>
            Data protection law asks us to name a legal reason (a “legal basis”) for each use. These are ours:
          </p>
          <Rows
            rows={[
              ['Answering your messages and enquiries', 'Your request, and our legitimate interest in replying to the people who write to us.'],
              ['Sending the newsletter you subscribed to', 'Your consent. You can unsubscribe at any time, from any newsletter or by writing to us.'],
              ['Considering job applications', 'Steps you asked us to take before a possible employment contract, and our legitimate interest in hiring well.'],
              ['Running and securing the site: server records, attempt counters, preview access, staff sign-in', 'Our legitimate interest in a site that is safe, available and free of abuse.'],
              ['Counting visits to our pages with our own cookieless statistics', 'Our legitimate interest in knowing which pages are read, with no way of telling who read them.'],
              ['Measuring visits and campaigns with Google Analytics, Tag Manager and the Meta Pixel', 'Your consent, which you can withdraw at any time in Cookie Settings.'],
              ['Keeping records the law requires, and defending legal claims', 'Our legal obligations and our legitimate interest in protecting our rights.'],
            ]}
          />
          <p>
            We do not sell your personal data, and we do not make decisions about you by automated means that have legal or similarly
            significant effects.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and similar technologies',
      body: (
        <>
          <p>
            Cookies and browser storage are small pieces of data a website keeps on your device. We use some because the site needs
            them, and others only if you agree. You decide in <Link to="/cookie-settings">Cookie Settings</Link>, and the banner
            shown on your first visit asks before anything optional runs.
          </p>
          <h3>Necessary (always on)</h3>
          <Rows
            rows={[
              ['yerth-theme (browser storage)', 'Remembers whether you chose the light or dark theme. Kept until you clear your browser data.'],
              ['yerth_consent (cookie)', 'Remembers your cookie choice, so we do not ask on every page. Kept for 180 days, then we ask again.'],
              ['yerth_gate (cookie) and yerth-site-access (session storage)', 'Only while the site is in preview: lets a guest with the access password in. Ends with your browser session.'],
              ['yerth_sid (cookie)', 'Only for staff signed in to the console: keeps the session. Ends with the browser session or after inactivity.'],
            ]}
          />
          <h3>Analytics (off unless you allow it)</h3>
          <p>
            <strong>Google Analytics</strong> tells us how many people visit, which pages they read, how they found us and roughly
            where they are, so we can improve the site. It sets the cookies <code>_ga</code> and <code>_ga_…</code> for up to two
            years. <strong>Google Tag Manager</strong> loads the analytics tags we configure; it sets no cookie itself. Both are
            provided by Google.
          </p>
          <h3>Marketing (off unless you allow it)</h3>
          <p>
            The <strong>Meta Pixel</strong> shows us whether our adverts on Facebook and Instagram lead people to the site, and helps
            show those adverts to people likely to be interested. It sets the cookie <code>_fbp</code> (and <code>_fbc</code> when
            you arrive from a Meta advert) for 90 days. It is provided by Meta.
          </p>
          <p>
            Our site’s security rules block these services’ scripts entirely unless you have agreed to them. If you withdraw your
            consent, the page reloads without them and we remove the cookies they set on our domain that we can reach.
          </p>
          <div className="legal-note">
            <p>
              <strong>Coming next: cookie-free statistics.</strong> We are preparing simple statistics of our own that count page
              views on our servers without storing any identifier in your browser: no cookie, no browser storage and no
              fingerprinting. They tell us which pages are read, not who reads them. We will update this policy when they are
              switched on.
            </p>
          </div>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'Who receives your data',
      body: (
        <>
          <ul>
            <li>
              <strong>Service providers</strong> who host the site and its database and deliver our e-mails. They act only on our
              instructions, under contracts that require them to protect your data.
            </li>
            <li>
              <strong>Google and Meta</strong>, only if you consent to analytics or marketing. They receive details such as your IP
              address, device and browser, the pages you visit and the identifiers in their cookies, and use them as described in
              their own privacy policies. For the Meta Pixel, we and Meta may be jointly responsible for collecting and passing on
              that data.
            </li>
            <li>
              <strong>Professional advisers and authorities</strong>, where the law requires it or to establish or defend legal
              claims.
            </li>
            <li>
              <strong>A new owner</strong> of our business or part of it, if that ever happens, bound by this policy.
            </li>
          </ul>
          <p>We never sell or rent your personal data to anyone.</p>
        </>
      ),
    },
    {
      id: 'transfers',
      title: 'International transfers',
      body: (
        <p>
          Our service providers, and the analytics and marketing services you allow, may process data in countries other than
          yours, where data protection law may differ. Where the law requires it, such transfers rely on recognised safeguards,
          such as decisions that a country protects data adequately or standard contractual clauses, and we choose providers who
          commit to protecting your data to the standard of this policy.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <>
          <Rows
            rows={[
              ['Messages and enquiries', 'Up to 24 months after our last exchange, unless an ongoing partnership, press or employment relationship needs them longer.'],
              ['Newsletter subscriptions', 'Until you unsubscribe. Afterwards we keep only what is needed to make sure you are not e-mailed again.'],
              ['Job applications', 'Up to 12 months after the role is filled, or longer if you agree to be considered for future roles.'],
              ['Server records and attempt counters', 'Short periods, no more than 30 days; attempt counters expire within minutes or hours.'],
              ['Staff accounts', 'While the account is active; the record of console changes for as long as needed for security and accountability.'],
              ['Analytics and marketing data', 'Set by Google and Meta; we configure Google Analytics to keep event data for no more than 14 months.'],
            ]}
          />
          <p>When data is no longer needed, we delete it or make it anonymous.</p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'How we protect it',
      body: (
        <p>
          The site is served over encrypted connections. Passwords are stored only as one-way hashes, staff sessions use cookies that
          scripts cannot read, and each member of staff sees only what their role needs. Repeated attempts are limited, and strict
          security rules stop the browser from running scripts we have not approved. No system is perfectly secure, but if
          something ever goes wrong we will act quickly and inform you and the authorities where the law requires it.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: (
        <>
          <p>Depending on where you live, you may have the right to:</p>
          <ul>
            <li>find out whether we hold data about you and receive a copy of it;</li>
            <li>have inaccurate data corrected and incomplete data completed;</li>
            <li>have your data deleted, or its use restricted;</li>
            <li>object to our use of it, including at any time to direct marketing;</li>
            <li>receive the data you gave us in a common machine-readable format, or have it sent to someone else;</li>
            <li>
              withdraw your consent at any time, for example in <Link to="/cookie-settings">Cookie Settings</Link> or with the
              unsubscribe link of a newsletter, without affecting what happened before;
            </li>
            <li>complain to the data protection authority where you live or work.</li>
          </ul>
          <p>
            To use any of these rights, write to {mail}. It is free. We may ask you to confirm your identity, and we reply within
            one month, or tell you within that month if the law allows us more time.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <p>
          This site is not meant for children under 16 and we do not knowingly collect their data. If you believe a child has sent
          us personal data, please tell us and we will delete it.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          We update this policy when our site or the law changes; the date at the top shows the latest version. If we make an
          important change, we will say so clearly on the site, and if we add a new kind of optional tracking we will ask for your
          consent again before using it.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <div className="legal-cta">
          <div>
            <h3 className="legal-cta-title">Questions about your data?</h3>
            <p className="legal-cta-text">
              Write to {mail} or use our contact form. A real person on our team will answer.
            </p>
          </div>
          <div className="legal-cta-actions">
            <a className="btn btn-primary" href={`mailto:${email}?subject=${encodeURIComponent('Privacy question')}`}>
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
  title: 'Privacy Policy',
  description:
    'How Yerth collects, uses and protects personal data on this website, and the choices and rights you have.',
}

export default function PrivacyPolicy() {
  usePageMeta(head)
  const { settings } = useSite()
  const email = contactEmail(settings)
  return (
    <>
      <StaticHero
        eyebrow="Legal"
        title="Privacy Policy"
        lead={`What personal data ${BRAND.name} collects through this website, why we use it, how long we keep it, and the choices and rights you have. We have written it to be read, not just agreed to.`}
      >
        <LastUpdated />
      </StaticHero>
      <LegalDocument title={head.title} sections={sections(email)} />
    </>
  )
}
