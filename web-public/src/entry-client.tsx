/** Browser entry: hydrates the server-rendered page from the JSON the server embedded. */
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { SSR_DATA_ELEMENT_ID, type PublicPageData } from '../../shared/ssr.ts'
import { App } from './App.tsx'
import './styles/base.css'
import './styles/frame.css'
import './styles/pages.css'

function readData(): PublicPageData | null {
  const el = document.getElementById(SSR_DATA_ELEMENT_ID)
  if (!el?.textContent) return null
  try {
    const data = JSON.parse(el.textContent) as PublicPageData
    return data && typeof data === 'object' && data.settings && data.gate ? data : null
  } catch {
    return null
  }
}

const container = document.getElementById('root')!
const data = readData()
const app = (
  <StrictMode>
    <BrowserRouter>
      <App initial={data} />
    </BrowserRouter>
  </StrictMode>
)

if (data && container.hasChildNodes()) hydrateRoot(container, app)
else createRoot(container).render(app)
