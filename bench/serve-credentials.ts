/** The bench server's super admin (bench/serve.ts creates it; run.ts signs in as it for the mixed workload). */
export const ADMIN_EMAIL = 'bench@yerth.com'
export const ADMIN_PASSWORD = 'bench-Kestrel-7-harbour'
