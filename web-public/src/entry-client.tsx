/** Browser entry: hydrates the server-rendered page from the JSON the server embedded. */
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { SSR_DATA_ELEMENT_ID } from '../../shared/ssr.ts'
import { App } from './App.tsx'
import { COMING_SOON } from './pages.ts'
import { matchRoute, preloadRoute, screenOf, type PageData, type RouteData } from './routes/index.ts'
import './styles/base.css'
import './styles/frame.css'
import './styles/pages.css'

function readData(): PageData | null {
  const el = document.getElementById(SSR_DATA_ELEMENT_ID)
  if (!el?.textContent) return null
  try {
    const data = JSON.parse(el.textContent) as PageData
    if (!(data && typeof data === 'object' && data.settings && data.gate)) return null
    // What the JSON left out because the page's HTML holds it (a route's `fromPage`, e.g. a post's text).
    const fromPage = data.route && screenOf(data.route.kind)?.fromPage
    if (fromPage) data.route = fromPage(data.route!) as RouteData
    return data
  } catch {
    return null
  }
}

async function start() {
  const container = document.getElementById('root')!
  const data = readData()
  const gated = data ? data.gate.protected && !data.gate.hasAccess : false
  // The screen's chunk first, so hydration renders the same tree the server did.
  await (gated ? COMING_SOON.preload() : preloadRoute(matchRoute(window.location.pathname), data?.route)).catch((err: unknown) => console.error(err))
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App initial={data} />
      </BrowserRouter>
    </StrictMode>
  )
  // Hydration as a transition: React works through the page in short slices and lets the browser
  // paint and answer input in between, instead of one long task (the page is already on screen).
  if (data && container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app))
  else createRoot(container).render(app)
}

void start()
