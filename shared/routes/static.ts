/**
 * The static screens (not managed pages: their copy is written in the screen, which declares its
 * own head): one line each, its kind and its address.
 */
import { declareRoute } from './define.ts'

export const STATIC = [
  declareRoute({ kind: 'homeV1', paths: ['/home-v1'] }),
  declareRoute({ kind: 'partners', paths: ['/partners'] }),
  declareRoute({ kind: 'privacy', paths: ['/privacy-policy'] }),
  declareRoute({ kind: 'terms', paths: ['/terms-of-service'] }),
  declareRoute({ kind: 'cookies', paths: ['/cookie-settings'] }),
  declareRoute({ kind: 'feedback', paths: ['/feedback'] }),
] as const
