/**
 * The console's routes (admin-area §2), under the basename /admin. Every screen but the login
 * needs a signed-in admin: a visitor without a session is sent to /admin/login, and a signed-in
 * admin who opens /admin/login is sent to /admin/dashboard.
 */
import { createBrowserRouter, Navigate, Outlet, useLocation } from 'react-router-dom'
import { Loader } from './components/Loader.tsx'
import { ConsoleLayout } from './layout/ConsoleLayout.tsx'
import { SCREENS } from './lib/screens.ts'
import { LoginScreen } from './screens/login/LoginScreen.tsx'
import { NotFoundScreen } from './screens/not-found/NotFoundScreen.tsx'
import { ComingReleaseScreen } from './screens/placeholder/ComingReleaseScreen.tsx'
import { SettingsScreen } from './screens/settings/SettingsScreen.tsx'
import { useAuth } from './stores/auth.ts'

function RequireAdmin() {
  const { user, loading } = useAuth()
  const location = useLocation()
  if (loading) return <Loader label="Checking your session…" fullPage />
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />
  return <Outlet />
}

function GuestOnly() {
  const { user, loading } = useAuth()
  if (loading) return <Loader label="Checking your session…" fullPage />
  if (user) return <Navigate to="/dashboard" replace />
  return <Outlet />
}

/** Screens of later releases: the console frame with a "not built yet" state, never made-up data. */
const upcoming = SCREENS.filter((s) => s.path !== '/settings').flatMap((screen) =>
  [screen.path, screen.alias]
    .filter((path): path is string => Boolean(path))
    .map((path) => ({ path, element: <ComingReleaseScreen screen={screen} /> })),
)

export const router = createBrowserRouter(
  [
    { element: <GuestOnly />, children: [{ path: '/login', element: <LoginScreen /> }] },
    {
      element: <RequireAdmin />,
      children: [
        {
          element: <ConsoleLayout />,
          children: [
            { index: true, element: <Navigate to="/dashboard" replace /> },
            ...upcoming,
            { path: '/settings', element: <SettingsScreen /> },
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
)
