/**
 * Environment configuration, validated once at boot. Every variable is listed in .env.example;
 * a bad value stops the process with one clear line per problem instead of failing later.
 */
import { isAbsolute, resolve } from 'node:path'

export type CookieSecure = 'auto' | boolean

export interface AppConfig {
  env: 'production' | 'development' | 'test'
  host: string
  port: number
  /** PostgreSQL connection string; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | null
  /** Connections the PostgreSQL pool may open (DATABASE_POOL_SIZE; default db.ts defaultPoolSize()). */
  databasePoolSize: number | null
  dataDir: string
  logLevel: string
  trustProxy: boolean
  /**
   * Origin the site is served from (https://www.example.com): every absolute link (canonical URLs,
   * the sitemap, the feed, links in mails) is built on it, never on the request's Host header.
   * PUBLIC_ORIGIN, else http://localhost:PORT (see publicOriginConfigured).
   */
  publicOrigin: string
  /** True when the operator set PUBLIC_ORIGIN; then it is also the one origin the CSRF guard accepts. */
  publicOriginConfigured: boolean
  /** Longest a request's body may take to arrive after its headers, in ms (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number
  /** The same for the upload routes (route config `bodyTime: 'upload'`), in ms (UPLOAD_TIMEOUT_MS). */
  uploadTimeoutMs: number
  /** Longest the request's headers may take to arrive, in ms (HEADERS_TIMEOUT_MS). */
  headersTimeoutMs: number
  /** A socket with nothing sent on it is closed after this many ms (CONNECTION_TIMEOUT_MS). */
  connectionTimeoutMs: number
  /** An idle kept-alive connection is closed after this many ms (KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeoutMs: number
  /** Cached pages answered from a connection's bytes before Node's HTTP server (core/raw-lane.ts); RAW_LANE=false turns it off. */
  rawLane: boolean
  /** Strict-Transport-Security covers subdomains too (HSTS_INCLUDE_SUBDOMAINS); sent only over https. */
  hstsIncludeSubdomains: boolean
  sessionSecret: string | null
  sessionIdleMinutes: number
  sessionAbsoluteHours: number
  cookieSecure: CookieSecure
  adminEmail: string | null
  adminPassword: string | null
  accessPassword: string | null
  ownerEmails: string[]
  /** Vite dev server with hot reload instead of the built bundles (make dev). */
  devServer: boolean
  /** SMTP server the mail module delivers through (smtp:// or smtps://, credentials in the URL); null: mails stay queued. */
  smtpUrl: string | null
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export class ConfigError extends Error {
  constructor(public problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`)
  }
}

export interface LoadOptions {
  /**
   * In production, default a missing PUBLIC_ORIGIN to http://localhost:PORT instead of refusing:
   * `npm start` on a fresh machine (bin/start.ts says so in its start line) and the command-line tools,
   * which build no links. Development and test always default.
   */
  defaultOrigin?: boolean
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd(), options: LoadOptions = {}): AppConfig {
  const problems: string[] = []
  const str = (name: string) => {
    const v = env[name]
    return v === undefined || v.trim() === '' ? null : v.trim()
  }
  const int = (name: string, fallback: number, min: number, max: number) => {
    const v = str(name)
    if (v === null) return fallback
    const n = Number(v)
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${v}")`)
      return fallback
    }
    return n
  }
  const bool = (name: string, fallback: boolean) => {
    const v = str(name)
    if (v === null) return fallback
    if (['1', 'true', 'yes'].includes(v.toLowerCase())) return true
    if (['0', 'false', 'no'].includes(v.toLowerCase())) return false
    problems.push(`${name} must be true or false (got "${v}")`)
    return fallback
  }

  const nodeEnv = str('NODE_ENV') ?? 'development'
  if (!['production', 'development', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV must be production, development or test (got "${nodeEnv}")`)
  }

  const databaseUrl = str('DATABASE_URL')
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// connection string')
  }

  // Kept as the URL's own spelling of its origin (lower case, no default port, no slash): the form
  // a browser sends in its Origin header, which the CSRF guard compares with it.
  let publicOrigin = str('PUBLIC_ORIGIN')
  if (publicOrigin !== null) {
    try {
      const u = new URL(publicOrigin)
      if (!['http:', 'https:'].includes(u.protocol) || u.pathname !== '/' || u.search || u.hash || u.username || u.password) throw new Error()
      publicOrigin = u.origin
    } catch {
      problems.push(`PUBLIC_ORIGIN must be an origin such as https://www.example.com (got "${publicOrigin}")`)
    }
  }

  const port = int('PORT', 3000, 0, 65535)
  if (publicOrigin === null && nodeEnv === 'production' && !options.defaultOrigin) {
    problems.push('PUBLIC_ORIGIN must be set in production: the address people reach the site at, such as https://www.example.com (links in pages, the sitemap, the feed and mails are built on it)')
  }

  // A request is cut off when it takes longer than this to arrive (core/timeouts.ts). Uploads get
  // longer: 50 MB in 10 minutes is 0.7 Mbit/s. The headers' limit must be the shortest (Node
  // requires it for its whole-request limit, which is the upload one).
  const requestTimeoutMs = int('REQUEST_TIMEOUT_MS', 30_000, 1000, 3_600_000)
  const uploadTimeoutMs = int('UPLOAD_TIMEOUT_MS', 600_000, 1000, 3_600_000)
  const headersTimeoutMs = int('HEADERS_TIMEOUT_MS', 10_000, 500, 3_600_000)
  for (const [name, value] of [['REQUEST_TIMEOUT_MS', requestTimeoutMs], ['UPLOAD_TIMEOUT_MS', uploadTimeoutMs]] as const) {
    if (headersTimeoutMs > value) problems.push(`HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not be longer than ${name} (${value})`)
  }

  const sessionSecret = str('SESSION_SECRET')
  if (sessionSecret !== null && sessionSecret.length < 32) {
    problems.push('SESSION_SECRET must be at least 32 characters long')
  }

  const adminEmail = str('ADMIN_EMAIL')
  if (adminEmail !== null && !EMAIL.test(adminEmail)) problems.push(`ADMIN_EMAIL is not an e-mail address (got "${adminEmail}")`)
  const adminPassword = str('ADMIN_PASSWORD')
  if (adminPassword !== null && adminPassword.length < 6) problems.push('ADMIN_PASSWORD must be at least 6 characters long')
  const accessPassword = str('ACCESS_PASSWORD')
  if (accessPassword !== null && accessPassword.length < 6) problems.push('ACCESS_PASSWORD must be at least 6 characters long')

  const ownerEmails = (str('OWNER_EMAILS') ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean)
  for (const e of ownerEmails) if (!EMAIL.test(e)) problems.push(`OWNER_EMAILS contains "${e}", which is not an e-mail address`)

  // The value carries the SMTP password, so the problem line never repeats it.
  const smtpUrl = str('SMTP_URL')
  if (smtpUrl !== null) {
    try {
      const u = new URL(smtpUrl)
      if (!['smtp:', 'smtps:'].includes(u.protocol) || !u.hostname) throw new Error()
    } catch {
      problems.push('SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587')
    }
  }

  const secureRaw = (str('COOKIE_SECURE') ?? 'auto').toLowerCase()
  let cookieSecure: CookieSecure = 'auto'
  if (secureRaw === 'true') cookieSecure = true
  else if (secureRaw === 'false') cookieSecure = false
  else if (secureRaw !== 'auto') problems.push(`COOKIE_SECURE must be auto, true or false (got "${secureRaw}")`)

  const logLevel = str('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'info')
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "${logLevel}")`)
  }

  const dataDirRaw = str('DATA_DIR') ?? './data'
  const config: AppConfig = {
    env: nodeEnv as AppConfig['env'],
    host: str('HOST') ?? '0.0.0.0',
    port,
    databaseUrl,
    databasePoolSize: str('DATABASE_POOL_SIZE') === null ? null : int('DATABASE_POOL_SIZE', 4, 1, 100),
    dataDir: isAbsolute(dataDirRaw) ? dataDirRaw : resolve(cwd, dataDirRaw),
    logLevel,
    trustProxy: bool('TRUST_PROXY', false),
    publicOrigin: publicOrigin ?? `http://localhost:${port}`,
    publicOriginConfigured: publicOrigin !== null,
    requestTimeoutMs,
    uploadTimeoutMs,
    headersTimeoutMs,
    connectionTimeoutMs: int('CONNECTION_TIMEOUT_MS', 120_000, 1000, 3_600_000),
    keepAliveTimeoutMs: int('KEEP_ALIVE_TIMEOUT_MS', 65_000, 100, 600_000),
    rawLane: bool('RAW_LANE', true),
    hstsIncludeSubdomains: bool('HSTS_INCLUDE_SUBDOMAINS', false),
    sessionSecret,
    sessionIdleMinutes: int('SESSION_IDLE_MINUTES', 120, 5, 60 * 24 * 7),
    sessionAbsoluteHours: int('SESSION_ABSOLUTE_HOURS', 24, 1, 24 * 90),
    cookieSecure,
    adminEmail: adminEmail?.toLowerCase() ?? null,
    adminPassword,
    accessPassword,
    ownerEmails,
    devServer: bool('YERTH_DEV', false),
    smtpUrl,
  }
  if (problems.length) throw new ConfigError(problems)
  return config
}

/** A configuration for tests: no secrets from the environment, quiet logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    ...overrides,
  }
}
