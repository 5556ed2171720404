/**
 * The site gate's coming-soon page (public-site §2 Site access gate): theme toggle, headline, the
 * 'Join the Movement' contact form and the 'Yerth Official Access' password dialog. A chunk of its
 * own with its stylesheet (pages.ts): visitors of the open site never download it.
 */
import { useState } from 'react'
import { BRAND } from '../../../shared/brand.ts'
import { usePageMeta } from '../lib/head.ts'
import { COMING_SOON_META } from '../frame-meta.ts'
import { LockIcon } from '../components/gate-icons.tsx'
import { Logo } from '../components/Logo.tsx'
import { ThemeToggle } from '../components/ThemeToggle.tsx'
import { GateContactForm } from '../components/GateContactForm.tsx'
import { AccessDialog } from '../components/AccessDialog.tsx'
import '../styles/coming-soon.css'

const PILLARS = ['Seamless', 'Intelligent', 'Sustainable']

export function ComingSoon({ onAccessGranted }: { onAccessGranted: () => Promise<void> }) {
  usePageMeta(COMING_SOON_META)
  const [dialogOpen, setDialogOpen] = useState(false)

  return (
    <div className="cs-page">
      <div className="cs-backdrop" aria-hidden="true">
        <div className="cs-orb cs-orb--a" />
        <div className="cs-orb cs-orb--b" />
        <div className="cs-grid" />
      </div>

      <header className="cs-header container">
        <span className="cs-logo" role="img" aria-label="Yerth">
          <Logo size={34} />
        </span>
        <ThemeToggle />
      </header>

      <main id="main" className="cs-main container">
        <section className="cs-hero" aria-labelledby="cs-title">
          <p className="cs-badge">
            <span className="cs-badge-dot" aria-hidden="true" />
            Launching soon
          </p>
          <h1 id="cs-title" className="cs-title">
            Hypermobility is <span className="text-gradient">almost here.</span>
          </h1>
          <p className="cs-lead">
            {BRAND.name} is building electric vehicles that think like nature. Our new home on the web is getting ready for launch.
            Join the movement and be the first to know.
          </p>
          <ul className="cs-pillars" aria-label="What we build for">
            {PILLARS.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <button type="button" className="btn btn-ghost cs-access" onClick={() => setDialogOpen(true)} aria-haspopup="dialog">
            <LockIcon size={18} />
            Yerth Official Access
          </button>
        </section>

        <section className="cs-card" aria-labelledby="cs-form-title">
          <GateContactForm />
        </section>
      </main>

      <footer className="cs-footer container">
        <p>{`© ${BRAND.copyrightYear} ${BRAND.name}. All rights reserved.`}</p>
      </footer>

      <AccessDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onGranted={onAccessGranted} />
    </div>
  )
}

export default ComingSoon
