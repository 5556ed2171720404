/** Credentials the e2e server is started with (e2e/server.ts) and the journeys sign in with. */
export const E2E = {
  adminEmail: 'e2e-owner@yerth.com',
  adminPassword: 'e2e-owner-password',
  accessPassword: 'open-sesame-e2e',
} as const
