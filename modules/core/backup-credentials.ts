/**
 * What a backup leaves out because it would be a live credential on the running site (issue 29,
 * docs/decisions/0002-backups-hold-no-live-credential.md). Declared once here; backup.ts derives the
 * rows it writes, the rows a restore removes again (a file made before this list), and the header's
 * note of what was left out. The tables belong to other modules (auth, mail, core); a table the
 * schema does not have yet (an older backup) is skipped.
 */

export interface CredentialRule {
  table: string
  /**
   * SQL condition (on the table's own columns) of the rows a backup keeps; null keeps none.
   * `encrypted` is true for a file sealed with a passphrase.
   */
  keep: (encrypted: boolean) => string | null
  /** In people's words, for docs/OPERATIONS.md and the test's messages. */
  why: string
}

/** The shared secret (core_secrets) the TOTP secrets are sealed under: in the file only when the file is encrypted. */
export const TWO_FACTOR_KEY = 'two-factor'

/** Kinds of mail (mail_outbox.kind) whose text carries a sign-in link: staff invitations and password resets. */
export const LINK_MAIL_KINDS = ['staff-invitation', 'password-reset'] as const

export const CREDENTIAL_RULES: readonly CredentialRule[] = [
  { table: 'sessions', keep: () => null, why: 'live sessions: a session id is a signed-in cookie' },
  { table: 'auth_pending_steps', keep: () => null, why: 'pending second sign-in steps (a right password, the code still to come)' },
  { table: 'password_resets', keep: () => 'used_at is not null', why: 'password-reset links not used yet' },
  { table: 'admin_invitations', keep: () => 'accepted_at is not null or revoked_at is not null', why: 'invitations still open' },
  {
    table: 'mail_outbox',
    keep: () => `kind not in (${LINK_MAIL_KINDS.map((k) => `'${k}'`).join(', ')})`,
    why: 'invitation and password-reset mails (their text holds the link)',
  },
  {
    table: 'core_secrets',
    keep: (encrypted) => (encrypted ? `name <> 'cookie'` : `name not in ('cookie', '${TWO_FACTOR_KEY}')`),
    why: "the cookie-signing secret (always), and the two-factor key unless the file is encrypted",
  },
]

/**
 * The two-factor enrolments (auth): their TOTP secrets are sealed under TWO_FACTOR_KEY. A restore that
 * cannot bring that key empties them (two-factor sign-in off; recovery codes go with it).
 */
export const TWO_FACTOR_ENROLMENT_TABLES = ['admin_recovery_codes', 'admin_two_factor'] as const
