/**
 * `npm run admin -- <command>`: manage admin accounts from the shell (for example when every super
 * admin has forgotten their password). Opens the configured database like `npm start` does and
 * applies pending migrations first.
 */
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { ROLES, MIN_PASSWORD_LENGTH, type Role } from '../shared/api/auth.ts'
import { ConfigError, loadConfig } from '../modules/core/config.ts'
import { connectPglite, connectPostgres, type DatabaseHandle } from '../modules/core/db.ts'
import { migrateToLatest } from '../modules/core/migrate.ts'
import { passwordRefusal } from '../modules/auth/password-policy.ts'
import { generatePassword, hashPassword } from '../modules/auth/passwords.ts'
import { endSessionsOfAdmin, findAdminByEmail, insertAdmin, insertAudit, updateAdminPassword, type AuthDb } from '../modules/auth/queries.ts'
import { removeTwoFactor } from '../modules/auth/two-factor-queries.ts'

const HELP = `Manage Yerth admin accounts.

Usage:
  npm run admin -- create --email E --role R [--name N] [--password P]
  npm run admin -- reset-password --email E [--password P]
  npm run admin -- reset-2fa --email E
  npm run admin -- --help

Commands:
  create           Add an admin with role R (${ROLES.join(', ')}). The name defaults to
                   the part of the email before "@". Without --password a strong one is
                   generated and printed.
  reset-password   Set a new password (generated and printed when --password is absent) and end
                   every session of that admin.
  reset-2fa        Turn off two-factor sign-in for that admin (lost phone and recovery
                   codes): they sign in with the password and, if it is required, set
                   it up again.

The database is the one the server uses (DATABASE_URL, else the embedded database in DATA_DIR).
With the embedded database, stop the server first: only one process may open it at a time.
`

class UsageError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (err) {
    throw new UsageError((err as Error).message)
  }
}

function checkedEmail(email: string | undefined): string {
  if (!email) throw new UsageError('--email is required')
  if (!EMAIL.test(email.trim())) throw new UsageError(`"${email}" is not an e-mail address`)
  return email.trim().toLowerCase()
}

function checkedPassword(password: string | undefined, email: string): { password: string; generated: boolean } {
  if (password === undefined) return { password: generatePassword(), generated: true }
  if (password.length < MIN_PASSWORD_LENGTH) throw new UsageError(`--password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  const refusal = passwordRefusal(password, email)
  if (refusal) throw new UsageError(`--password: ${refusal}`)
  return { password, generated: false }
}

async function create(db: AuthDb, values: ReturnType<typeof parse>['values']) {
  const email = checkedEmail(values.email)
  if (!values.role || !(ROLES as readonly string[]).includes(values.role)) throw new UsageError(`--role must be one of: ${ROLES.join(', ')}`)
  const role = values.role as Role
  const name = (values.name ?? email.split('@')[0]).trim()
  if (!name) throw new UsageError('--name must not be blank')
  const { password, generated } = checkedPassword(values.password, email)

  const admin = await insertAdmin(db, { email, name, role, passwordHash: await hashPassword(password) })
  if (!admin) throw new Error('An admin with this email already exists')
  await insertAudit(db, { adminId: null, adminEmail: null, action: 'admin_created', targetType: 'admin', targetId: admin.id, details: { email, role, via: 'cli' } })
  console.log(`Created ${role} ${email}${generated ? ` with password: ${password}` : ''}`)
}

async function resetPassword(db: AuthDb, values: ReturnType<typeof parse>['values']) {
  const email = checkedEmail(values.email)
  const { password, generated } = checkedPassword(values.password, email)
  const admin = await findAdminByEmail(db, email)
  if (!admin) throw new Error(`No admin has the email ${email}`)

  await updateAdminPassword(db, admin.id, await hashPassword(password))
  const ended = await endSessionsOfAdmin(db, admin.id, 'password_reset')
  await insertAudit(db, { adminId: null, adminEmail: null, action: 'password_reset', targetType: 'admin', targetId: admin.id, details: { email, via: 'cli' } })
  console.log(`New password for ${email}${generated ? `: ${password}` : ' set'}. Signed out of ${ended} session(s).`)
  if (!admin.is_active) console.log('Note: this account is deactivated; a super admin must activate it before it can sign in.')
}

async function resetTwoFactor(db: AuthDb, values: ReturnType<typeof parse>['values']) {
  const email = checkedEmail(values.email)
  const admin = await findAdminByEmail(db, email)
  if (!admin) throw new Error(`No admin has the email ${email}`)
  if (!(await removeTwoFactor(db, admin.id))) throw new Error(`${email} does not use two-factor sign-in`)
  await insertAudit(db, { adminId: null, adminEmail: null, action: 'two_factor_reset', targetType: 'admin', targetId: admin.id, details: { email, via: 'cli' } })
  console.log(`Two-factor sign-in is off for ${email}: they can sign in with their password (and set it up again).`)
  if (!admin.is_active) console.log('Note: this account is deactivated; a super admin must activate it before it can sign in.')
}

const COMMANDS = { create, 'reset-password': resetPassword, 'reset-2fa': resetTwoFactor } as const
const isCommand = (name: string): name is keyof typeof COMMANDS => Object.hasOwn(COMMANDS, name)

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parse(argv)
  const command = positionals[0]
  if (values.help || !command) {
    console.log(HELP)
    return values.help ? 0 : 2
  }
  if (!isCommand(command)) throw new UsageError(`Unknown command "${command}"`)
  if (positionals.length > 1) throw new UsageError(`Unexpected argument "${positionals[1]}"`)

  const config = loadConfig(process.env, process.cwd(), { defaultOrigin: true }) // builds no links
  const database: DatabaseHandle = config.databaseUrl
    ? connectPostgres({ connectionString: config.databaseUrl })
    : await connectPglite(join(config.dataDir, 'pglite'))
  try {
    await migrateToLatest(database.db, database.schema)
    const db = database.db as AuthDb
    await COMMANDS[command](db, values)
  } finally {
    await database.close()
  }
  return 0
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    const message =
      err instanceof UsageError
        ? `Error: ${err.message}\nRun "npm run admin -- --help" for usage.`
        : err instanceof ConfigError
          ? err.message
          : `Error: ${err instanceof Error ? err.message : String(err)}`
    // Exit once the message is written: stderr to a pipe is asynchronous, and exiting at once can lose it.
    process.stderr.write(`${message}\n`, () => process.exit(err instanceof UsageError ? 2 : 1))
  },
)
