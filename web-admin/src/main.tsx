/** Entry of the admin console: theme, session check, router. */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import './styles/index.css'
import './stores/ui.ts'
import { router } from './routes.tsx'
import { useAuth } from './stores/auth.ts'

void useAuth.getState().check()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
