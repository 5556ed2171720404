/**
 * The console's routes (admin-area §2), under the basename /admin. Every screen but the login
 * needs a signed-in admin: a visitor without a session is sent to /admin/login, and a signed-in
 * admin who opens /admin/login is sent to /admin/dashboard. The pages of invitation and
 * password-reset links (/admin/invite, /admin/reset-password) are open to anyone with the link.
 */
import { lazy, Suspense, type ComponentType } from 'react'
import { createBrowserRouter, Navigate, Outlet, useLocation } from 'react-router-dom'
import { Loader } from './components/Loader.tsx'
import { ConsoleLayout } from './layout/ConsoleLayout.tsx'
import { SCREENS } from './lib/screens.ts'
import { LoginScreen } from './screens/login/LoginScreen.tsx'
import { NotFoundScreen } from './screens/not-found/NotFoundScreen.tsx'
import { SettingsScreen } from './screens/settings/SettingsScreen.tsx'
import { useAuth } from './stores/auth.ts'

// Every screen but Settings is fetched when first opened, so signing in and the other screens stay
// light (the Dashboard is the first screen after sign-in; Analytics alone carries uPlot).
const DashboardScreen = lazy(() => import('./screens/dashboard/DashboardScreen.tsx').then((m) => ({ default: m.DashboardScreen })))
const BlogManagerScreen = lazy(() => import('./screens/blogs/BlogManagerScreen.tsx').then((m) => ({ default: m.BlogManagerScreen })))
const VlogManagerScreen = lazy(() => import('./screens/vlogs/VlogManagerScreen.tsx').then((m) => ({ default: m.VlogManagerScreen })))
const PagesManagerScreen = lazy(() => import('./screens/pages/PagesManagerScreen.tsx').then((m) => ({ default: m.PagesManagerScreen })))
const NavigationScreen = lazy(() => import('./screens/navigation/NavigationScreen.tsx').then((m) => ({ default: m.NavigationScreen })))
const RedirectsScreen = lazy(() => import('./screens/redirects/RedirectsScreen.tsx').then((m) => ({ default: m.RedirectsScreen })))
const TrashScreen = lazy(() => import('./screens/trash/TrashScreen.tsx').then((m) => ({ default: m.TrashScreen })))
const MediaManagerScreen = lazy(() => import('./screens/media/MediaManagerScreen.tsx').then((m) => ({ default: m.MediaManagerScreen })))
const EnquiriesScreen = lazy(() => import('./screens/enquiries/EnquiriesScreen.tsx').then((m) => ({ default: m.EnquiriesScreen })))
const AnalyticsScreen = lazy(() => import('./screens/analytics/AnalyticsScreen.tsx').then((m) => ({ default: m.AnalyticsScreen })))
const SetPasswordScreen = lazy(() => import('./screens/account-link/SetPasswordScreen.tsx').then((m) => ({ default: m.SetPasswordScreen })))
const ServedManagerScreen = lazy(() => import('./collections/ServedManagerScreen.tsx').then((m) => ({ default: m.ServedManagerScreen })))
const ApiScreen = lazy(() => import('./screens/api/ApiScreen.tsx').then((m) => ({ default: m.ApiScreen })))

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

/** Every sidebar screen (lib/screens.ts) at its path and alias (admin-area §2). */
const SCREEN_COMPONENTS: Record<string, ComponentType> = {
  '/dashboard': DashboardScreen,
  '/blogs': BlogManagerScreen,
  '/vlogs': VlogManagerScreen,
  '/media': MediaManagerScreen,
  '/pages': PagesManagerScreen,
  '/navigation': NavigationScreen,
  '/redirects': RedirectsScreen,
  '/trash': TrashScreen,
  '/enquiries': EnquiriesScreen,
  '/analytics': AnalyticsScreen,
  '/settings': SettingsScreen,
  '/api': ApiScreen,
}

const screens = SCREENS.flatMap((screen) => {
  const Hand = SCREEN_COMPONENTS[screen.path]
  const served = screen.served
  const Screen = served ? () => <ServedManagerScreen type={served} /> : Hand
  return [screen.path, screen.alias]
    .filter((path): path is string => Boolean(path))
    .map((path) => ({
      path,
      element: (
        <Suspense fallback={<Loader label={`Loading ${screen.title}…`} />}>
          <Screen />
        </Suspense>
      ),
    }))
})

export const router = createBrowserRouter(
  [
    { element: <GuestOnly />, children: [{ path: '/login', element: <LoginScreen /> }] },
    // The pages an invitation or password-reset link opens: for anyone holding the link, signed in or not.
    ...(['invite', 'reset'] as const).map((purpose) => ({
      path: purpose === 'invite' ? '/invite' : '/reset-password',
      element: (
        <Suspense fallback={<Loader label="Loading…" fullPage />}>
          <SetPasswordScreen purpose={purpose} />
        </Suspense>
      ),
    })),
    {
      element: <RequireAdmin />,
      children: [
        {
          element: <ConsoleLayout />,
          children: [
            { index: true, element: <Navigate to="/dashboard" replace /> },
            ...screens,
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
)
