/**
 * Staff sessions: @fastify/session with a PostgreSQL store (table sessions), so a session is seen by
 * every instance and survives restarts. Only signed-in staff get a row (saveUninitialized false and
 * the store refuses sessions without an admin); a visitor without the cookie costs no query, and
 * not even a blank session object (lazy-session.ts): `request.session` is null until sign-in.
 *
 * Sessions the server ends early (admin deactivated, deleted, password changed by someone else)
 * leave a tombstone in ended_sessions. A request whose cookie names such a session is anonymous, and
 * a route that needs a signed-in admin answers it 401 `{ error, reason }` (SESSION_END_MESSAGES), so
 * the console can say why it was signed out. The cookie is kept (the reason survives a reload) until
 * the person signs in or out again, or the tombstone expires with the session's absolute end.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, Session } from 'fastify'
import type { SessionStore } from '@fastify/session'
import { registerLazySession } from './lazy-session.ts'
import { SESSION_END_MESSAGES, type SessionEndReason, type SessionEndedError } from '../../shared/api/auth.ts'
import {
  deleteSession,
  endSessionBecause,
  endSessionsOfAdmin,
  findAdminById,
  findEndReason,
  forgetEndedSession,
  insertSession,
  loadLiveSession,
  purgeEndedSessions,
  purgeExpiredSessions,
  touchSession,
  updateSessionData,
  type AuthDb,
} from './queries.ts'
import { can, type SessionAdmin } from './permissions.ts'
import { toSessionAdmin } from './admin-user.ts'

declare module 'fastify' {
  interface Session {
    /** Set on a session read back from its tombstone: it was ended early, for this reason. */
    endedReason?: SessionEndReason
    /** Where the session was started (set at sign-in, written to the row's columns, never to `data`). */
    userAgent?: string
    ip?: string
  }
  interface FastifyRequest {
    /** Why the session named by the request's cookie was ended early; null when it was not. */
    sessionEndReason: SessionEndReason | null
  }
}

export const SESSION_COOKIE = 'yerth_sid'

/** last_seen_at is written at most this often, so an active admin does not cost a write per request. */
const TOUCH_EVERY_MS = 60_000
const PURGE_EVERY_MS = 10 * 60_000

/** Set on sessions read from the store: their later saves may update the row but never re-create it. */
const FROM_STORE = 'fromStore'

export interface AuthSessions {
  /** Signs the request in as `adminId` under a NEW session id; the pre-login id is dead afterwards. */
  start(request: FastifyRequest, reply: FastifyReply, adminId: number): Promise<void>
  /** Ends the request's session (row deleted, cookie cleared). */
  end(request: FastifyRequest): Promise<void>
  /**
   * Ends every session of `adminId` except `exceptSid`, remembering `reason` so each of those
   * browsers is told why at its next request. Returns how many ended.
   */
  endOtherSessions(adminId: number, reason: SessionEndReason, exceptSid?: string): Promise<number>
}

/** The 401 body for a request whose session was ended early. */
export const sessionEndedError = (reason: SessionEndReason): SessionEndedError => ({ error: SESSION_END_MESSAGES[reason], reason })

/** GET /api/auth/me (auth-routes.ts) needs a signed-in admin without naming a permission. */
const WHO_AM_I_URL = '/api/auth/me'

class PostgresSessionStore implements SessionStore {
  constructor(
    private db: AuthDb,
    private idleMinutes: number,
    private absoluteHours: number,
  ) {}

  get(sid: string, callback: (err: unknown, session?: Session | null) => void) {
    this.load(sid).then(
      (session) => callback(null, session),
      (err) => callback(err),
    )
  }

  private async load(sid: string): Promise<Session | null> {
    // No `cookie` field: the plugin then builds the cookie from its current options.
    const s = await loadLiveSession(this.db, sid, this.idleMinutes)
    if (s) return { ...s.data, adminId: s.adminId, createdAt: s.createdAt, lastSeenAt: s.lastSeenAt, [FROM_STORE]: true } as unknown as Session
    // Only a validly signed cookie without a live session gets here (a second query, never for visitors).
    const endedReason = await findEndReason(this.db, sid)
    // Kept under the same id, so the plugin neither re-creates nor clears the cookie; it has no admin,
    // so it signs nobody in and `set` never stores it.
    return endedReason ? ({ endedReason, [FROM_STORE]: true } as unknown as Session) : null
  }

  set(sid: string, session: Session, callback: (err?: unknown) => void) {
    // The cookie is rebuilt from the plugin options on every request, so it is not stored.
    const { cookie: _cookie, adminId, createdAt, lastSeenAt, userAgent, ip, [FROM_STORE]: fromStore, ...data } = session as Session & Record<string, unknown>
    if (typeof adminId !== 'number' || !createdAt || !lastSeenAt) return callback()
    const write = fromStore
      ? updateSessionData(this.db, sid, data)
      : insertSession(this.db, sid, { adminId, createdAt, lastSeenAt, data }, this.absoluteHours, { userAgent: userAgent ?? null, ip: ip ?? null })
    write.then(() => callback(), (err) => callback(err))
  }

  destroy(sid: string, callback: (err?: unknown) => void) {
    Promise.all([deleteSession(this.db, sid), forgetEndedSession(this.db, sid)]).then(() => callback(), (err) => callback(err))
  }
}

/**
 * Registers the session plugin and the hook that sets `request.admin`. Deactivated or deleted admins
 * lose their session at their next request.
 */
export async function installSessions(app: FastifyInstance, db: AuthDb) {
  const { cookieSecure, sessionIdleMinutes, sessionAbsoluteHours } = app.config
  const ensureSession = await registerLazySession(app, {
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
  app.decorateRequest('sessionEndReason', null)
  // A callback hook with a synchronous path for a caller without a session (every visitor), so the
  // public pages pay no promise for it; a session is looked up asynchronously.
  // When it answers itself (a session that has ended), it does not call done(): the answer is sent.
  app.addHook('onRequest', function resolveSignedInAdmin(request, reply, done) {
    const session = request.session
    if (session && cookieSecure === 'auto' && request.protocol === 'https') session.options({ secure: true })
    const settle = () => {
      // Before the permission guard (installed after this hook), which would only say "Authentication required".
      if (request.sessionEndReason && needsSignedInAdmin(request)) return void answerSessionEnded(reply, request.sessionEndReason)
      done()
    }
    if (!session?.adminId) {
      request.admin = null
      request.sessionEndReason = session?.endedReason ?? null
      return settle()
    }
    identify(request).then((admin) => {
      request.admin = admin
      settle()
    }, done)
  })

  async function identify(request: FastifyRequest): Promise<SessionAdmin | null> {
    const session = request.session
    if (!session?.adminId) {
      request.sessionEndReason = session?.endedReason ?? null
      return null
    }
    const admin = await findAdminById(db, session.adminId)
    if (!admin?.is_active) {
      // Changed behind the API's back (the API ends the sessions itself): end this one the same way.
      const reason = admin ? 'deactivated' : 'deleted'
      await endSessionBecause(db, session.sessionId, reason)
      request.sessionEndReason = reason
      return null
    }
    if (Date.now() - (session.lastSeenAt ?? 0) >= TOUCH_EVERY_MS) await touchSession(db, session.sessionId, request.ip)
    return toSessionAdmin(admin)
  }

  // regenerate() rather than destroy(): the row (and any tombstone) is deleted and the request keeps
  // a blank session, whose different id makes the plugin clear the browser's cookie.
  async function endSession(request: FastifyRequest) {
    if (request.session?.adminId || request.session?.endedReason) await request.session.regenerate()
  }

  const sessions: AuthSessions = {
    async start(request, reply, adminId) {
      await ensureSession(request, reply)
      await request.session.regenerate()
      const now = Date.now()
      request.session.adminId = adminId
      request.session.createdAt = now
      request.session.lastSeenAt = now
      request.session.userAgent = userAgentOf(request)
      request.session.ip = request.ip
      // Not saved here: the plugin saves a modified session as the reply goes out and then sends
      // one Set-Cookie (saving now would make it send a clearing cookie first, then the new one).
    },
    end: endSession,
    endOtherSessions: (adminId, reason, exceptSid) => endSessionsOfAdmin(db, adminId, reason, exceptSid),
  }
  app.decorate('authSessions', sessions)

  const purge = setInterval(() => {
    purgeExpiredSessions(db, sessionIdleMinutes).catch(() => {})
    purgeEndedSessions(db).catch(() => {})
  }, PURGE_EVERY_MS)
  purge.unref()
  app.addHook('onClose', async () => clearInterval(purge))
}

/** The request's User-Agent, shortened: it is only ever shown as "Firefox on Windows" (device.ts). */
const userAgentOf = (request: FastifyRequest) => {
  const ua = request.headers['user-agent']
  return typeof ua === 'string' ? ua.slice(0, 400) : ''
}

/** Routes that answer 401 without a signed-in admin: a guarded permission anonymous callers lack, and /me. */
function needsSignedInAdmin(request: FastifyRequest): boolean {
  const permission = request.routeOptions.config?.permission
  return (permission !== undefined && !can(null, permission)) || request.routeOptions.url === WHO_AM_I_URL
}

function answerSessionEnded(reply: FastifyReply, reason: SessionEndReason) {
  return reply.code(401).header('cache-control', 'no-store').send(sessionEndedError(reason))
}
