/**
 * Staff sessions: @fastify/session with a PostgreSQL store (table sessions), so a session is seen by
 * every instance and survives restarts. Only signed-in staff get a row (saveUninitialized false and
 * the store refuses sessions without an admin); a visitor without the cookie costs no query.
 */
import type { FastifyInstance, FastifyRequest, Session } from 'fastify'
import fastifySession, { type SessionStore } from '@fastify/session'
import {
  deleteSession,
  deleteSessionsOfAdmin,
  findAdminById,
  insertSession,
  loadLiveSession,
  purgeExpiredSessions,
  touchSession,
  updateSessionData,
  type AuthDb,
} from './queries.ts'
import type { SessionAdmin } from './permissions.ts'
import { toSessionAdmin } from './admin-user.ts'

export const SESSION_COOKIE = 'yerth_sid'

/** last_seen_at is written at most this often, so an active admin does not cost a write per request. */
const TOUCH_EVERY_MS = 60_000
const PURGE_EVERY_MS = 10 * 60_000

/** Set on sessions read from the store: their later saves may update the row but never re-create it. */
const FROM_STORE = 'fromStore'

export interface AuthSessions {
  /** Signs the request in as `adminId` under a NEW session id; the pre-login id is dead afterwards. */
  start(request: FastifyRequest, adminId: number): Promise<void>
  /** Ends the request's session (row deleted, cookie cleared). */
  end(request: FastifyRequest): Promise<void>
  /** Ends every session of `adminId` except `exceptSid`. Returns how many ended. */
  endOtherSessions(adminId: number, exceptSid?: string): Promise<number>
}

class PostgresSessionStore implements SessionStore {
  constructor(
    private db: AuthDb,
    private idleMinutes: number,
    private absoluteHours: number,
  ) {}

  get(sid: string, callback: (err: unknown, session?: Session | null) => void) {
    loadLiveSession(this.db, sid, this.idleMinutes).then(
      (s) => {
        if (!s) return callback(null, null)
        // No `cookie` field: the plugin then builds the cookie from its current options.
        const session = { ...s.data, adminId: s.adminId, createdAt: s.createdAt, lastSeenAt: s.lastSeenAt, [FROM_STORE]: true }
        callback(null, session as unknown as Session)
      },
      (err) => callback(err),
    )
  }

  set(sid: string, session: Session, callback: (err?: unknown) => void) {
    // The cookie is rebuilt from the plugin options on every request, so it is not stored.
    const { cookie: _cookie, adminId, createdAt, lastSeenAt, [FROM_STORE]: fromStore, ...data } = session as Session & Record<string, unknown>
    if (typeof adminId !== 'number' || !createdAt || !lastSeenAt) return callback()
    const write = fromStore
      ? updateSessionData(this.db, sid, data)
      : insertSession(this.db, sid, { adminId, createdAt, lastSeenAt, data }, this.absoluteHours)
    write.then(() => callback(), (err) => callback(err))
  }

  destroy(sid: string, callback: (err?: unknown) => void) {
    deleteSession(this.db, sid).then(() => callback(), (err) => callback(err))
  }
}

/**
 * Registers the session plugin and the hook that sets `request.admin`. Deactivated or deleted admins
 * lose their session at their next request.
 */
export async function installSessions(app: FastifyInstance, db: AuthDb) {
  const { cookieSecure, sessionIdleMinutes, sessionAbsoluteHours } = app.config
  await app.register(fastifySession, {
    secret: app.cookieSecret,
    cookieName: SESSION_COOKIE,
    store: new PostgresSessionStore(db, sessionIdleMinutes, sessionAbsoluteHours),
    saveUninitialized: false,
    // No rolling re-save: the store would be written on every request. Idle time is tracked in last_seen_at.
    rolling: false,
    // No maxAge: a browser-session cookie; the server enforces the idle and absolute ends.
    // 'auto' is resolved below rather than by the plugin, which would also downgrade SameSite to Lax on http.
    cookie: { path: '/', httpOnly: true, sameSite: 'strict', secure: cookieSecure === true },
  })

  app.decorateRequest('admin', null)
  app.addHook('onRequest', async (request) => {
    if (cookieSecure === 'auto' && request.protocol === 'https') request.session?.options({ secure: true })
    request.admin = await identify(request)
  })

  async function identify(request: FastifyRequest): Promise<SessionAdmin | null> {
    const session = request.session
    if (!session?.adminId) return null
    const admin = await findAdminById(db, session.adminId)
    if (!admin?.is_active) {
      await endSession(request)
      return null
    }
    if (Date.now() - (session.lastSeenAt ?? 0) >= TOUCH_EVERY_MS) await touchSession(db, session.sessionId)
    return toSessionAdmin(admin)
  }

  // regenerate() rather than destroy(): the row is deleted and the request keeps a blank session,
  // whose different id makes the plugin clear the browser's cookie.
  async function endSession(request: FastifyRequest) {
    if (request.session?.adminId) await request.session.regenerate()
  }

  const sessions: AuthSessions = {
    async start(request, adminId) {
      await request.session.regenerate()
      const now = Date.now()
      request.session.adminId = adminId
      request.session.createdAt = now
      request.session.lastSeenAt = now
      // Not saved here: the plugin saves a modified session as the reply goes out and then sends
      // one Set-Cookie (saving now would make it send a clearing cookie first, then the new one).
    },
    end: endSession,
    endOtherSessions: (adminId, exceptSid) => deleteSessionsOfAdmin(db, adminId, exceptSid),
  }
  app.decorate('authSessions', sessions)

  const purge = setInterval(() => purgeExpiredSessions(db, sessionIdleMinutes).catch(() => {}), PURGE_EVERY_MS)
  purge.unref()
  app.addHook('onClose', async () => clearInterval(purge))
}
