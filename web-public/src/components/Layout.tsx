/** The shared frame: skip link, header, the page, footer. */
import { useEffect, useRef } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { ConsentMount } from '../consent/ConsentMount.tsx'
import { reportPageView } from '../lib/page-views.ts'
import { followAppLink } from './AppLink.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'

export function Layout() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const first = useRef(true)
  const reported = useRef(false)

  // A page view for analytics on the first load (with where the visitor came from) and on every
  // navigation inside the app. The frame is not shown behind the site gate, so neither is this.
  useEffect(() => {
    reportPageView(pathname, reported.current ? '' : document.referrer)
    reported.current = true
  }, [pathname])

  // A navigation inside the app starts the new page at its top.
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    window.scrollTo(0, 0)
  }, [pathname])

  return (
    // One handler for the frame's links (AppLink): in-app navigation without a router hook per link.
    <div className="site" onClick={(event) => followAppLink(event, navigate)}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {/* Nothing until hydrated; then the consent banner (lazy) when no choice is stored. */}
      <ConsentMount />
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  )
}
