/**
 * The lengths the server accepts for what visitors type, for the public forms' `maxlength`. Kept
 * apart from the API schemas (shared/api/enquiries.ts, gate.ts), which re-export them: those build
 * TypeBox schemas when loaded, and importing one would put TypeBox in the public bundle (QUALITY P2).
 */
export const ENQUIRY_LIMITS = {
  name: 200,
  /** RFC 5321's longest forward path. */
  email: 254,
  mobile: 50,
  message: 5000,
  honeypot: 200,
  search: 200,
} as const

/** The site gate's access password. */
export const GATE_PASSWORD_MAX = 200
