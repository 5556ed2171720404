/**
 * The coming-soon page: only visitors the gate stops need it (its form and password dialog), so it
 * is code-split like every route's screen (the routes' screens are declared with them, routes/).
 */
import { lazyPage, type LazyPage } from './lib/lazy-page.tsx'

export const COMING_SOON: LazyPage<{ onAccessGranted: () => Promise<void> }> = lazyPage(() => import('./pages/ComingSoon.tsx'))

/** Its source module, as Vite's manifest names it (its <link> tags). */
export const COMING_SOON_MODULE = 'src/pages/ComingSoon.tsx'
