/**
 * Cross-instance change notifications for in-process caches. `publish(topic)` reaches every
 * instance through PostgreSQL NOTIFY; with embedded PGlite there is only one process, so it is local.
 * After a lost LISTEN connection every topic is announced, since notifications may have been missed.
 */
import { EventEmitter } from 'node:events'
import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import { postgresDriver, type DatabaseHandle } from './db.ts'

const CHANNEL = 'yerth_changes'
export const ALL_TOPICS = '*'

export class ChangeBus {
  private emitter = new EventEmitter()
  private client: pg.Client | null = null
  private closed = false
  private retry: NodeJS.Timeout | null = null
  private connectedOnce = false
  /** Tags our own notifications so the LISTEN echo of a local publish is not delivered twice. */
  private readonly instanceId = randomUUID()
  private anyListeners = new Set<() => void>()

  constructor(
    private handle: DatabaseHandle,
    private log: FastifyBaseLogger,
  ) {
    this.emitter.setMaxListeners(100)
  }

  async start(): Promise<void> {
    if (!this.handle.listenConfig) return
    await this.connect()
  }

  private async connect(): Promise<void> {
    if (this.closed || !this.handle.listenConfig) return
    const client = new (postgresDriver().Client)(this.handle.listenConfig)
    client.on('error', (err) => {
      this.log.warn({ err: err.message }, 'change listener lost its connection')
      this.reconnectSoon()
    })
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return
      const [topic, from] = msg.payload.split('|')
      if (from !== this.instanceId) this.emitLocal(topic)
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${CHANNEL}`)
      this.client = client
      if (this.connectedOnce) this.emitLocal(ALL_TOPICS)
      this.connectedOnce = true
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'change listener could not connect; retrying')
      client.end().catch(() => {})
      this.reconnectSoon()
    }
  }

  private reconnectSoon() {
    if (this.closed || this.retry) return
    this.client?.end().catch(() => {})
    this.client = null
    this.retry = setTimeout(() => {
      this.retry = null
      void this.connect()
    }, 1000)
    this.retry.unref()
  }

  /** Calls `fn` when `topic` changes anywhere (and after a reconnect, when anything may have). */
  subscribe(topic: string, fn: () => void): () => void {
    this.emitter.on(topic, fn)
    this.emitter.on(ALL_TOPICS, fn)
    return () => {
      this.emitter.off(topic, fn)
      this.emitter.off(ALL_TOPICS, fn)
    }
  }

  /** Calls `fn` when any topic changes (for caches built from several modules' data). */
  subscribeAll(fn: () => void): () => void {
    this.anyListeners.add(fn)
    return () => this.anyListeners.delete(fn)
  }

  private emitLocal(topic: string) {
    this.emitter.emit(topic, topic)
    for (const fn of this.anyListeners) fn()
  }

  /**
   * Runs `work` in a transaction of `db`; what is published for that transaction (`publishIn`) goes
   * out once it commits, each topic once: a cache that reloads on a topic must not read rows that are
   * not committed yet. A failed `work` drops its topics with the transaction. (Held by the transaction
   * object, not an AsyncLocalStorage: in Node 20 that installs an async hook, which makes every
   * promise and tick of every request dearer.)
   */
  async inTransaction<T>(db: Kysely<any>, work: (trx: Transaction<any>) => Promise<T>): Promise<T> {
    const topics = new Set<string>()
    const result = await db.transaction().execute((trx) => {
      this.held.set(trx, topics)
      return work(trx)
    })
    for (const topic of topics) await this.publish(topic)
    return result
  }

  /** Publishes `topic` when `db`'s transaction (one of inTransaction's) commits; at once for any other `db`. */
  async publishIn(db: unknown, topic: string): Promise<void> {
    const held = typeof db === 'object' && db !== null ? this.held.get(db) : undefined
    if (held) held.add(topic)
    else await this.publish(topic)
  }

  private held = new WeakMap<object, Set<string>>()

  async publish(topic: string): Promise<void> {
    this.emitLocal(topic)
    if (this.handle.kind === 'postgres') {
      await sql`select pg_notify(${CHANNEL}, ${`${topic}|${this.instanceId}`})`.execute(this.handle.db)
    }
  }

  async close(): Promise<void> {
    this.closed = true
    if (this.retry) clearTimeout(this.retry)
    await this.client?.end().catch(() => {})
    this.client = null
  }
}
