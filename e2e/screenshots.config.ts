/**
 * The screenshot script's own Playwright config (e2e/screenshots.shots.ts): the same browser and
 * server fixtures as the journeys, but only *.shots.ts, so `npx playwright test` never runs them.
 *   CI=true E2E_WORKERS=1 npx playwright test -c e2e/screenshots.config.ts
 */
import { defineConfig } from '@playwright/test'
import base from '../playwright.config.ts'

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '**/*.shots.ts',
  reporter: [['list']],
})
