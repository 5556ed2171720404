import { defineConfig } from '@playwright/test'

/**
 * Browser journeys against the built app. Each worker serves its own copy (e2e/test.ts starts
 * e2e/server.ts on a fresh database and a free port), so files run side by side; the journeys of one
 * file run in order on one worker. E2E_WORKERS overrides the count (2: the CI machine has two cores).
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // The site gate and settings are global to a server: each worker has its own (e2e/test.ts).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the closing "N passed, N failed" line of make test (.ci/summarize.mjs).
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    trace: 'retain-on-failure',
    // Less for the software renderer to paint on two CPUs; a journey about motion asks for it itself.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-software-rasterizer', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
})
