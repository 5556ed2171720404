/**
 * Cross-instance change notifications for in-process caches. `publish(topic)` reaches every
 * instance through PostgreSQL NOTIFY; with embedded PGlite there is only one process, so it is local.
 * After a lost LISTEN connection every topic is announced, since notifications may have been missed.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { EventEmitter } from 'node:events'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { sql } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from './db.ts'

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
    const client = new pg.Client(this.handle.listenConfig)
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
   * Runs `work` (a transaction) holding back what it publishes until it succeeds: a cache that
   * reloads on a topic must not read the rows before they are committed. Topics of a failed `work`
   * are dropped. Nested calls join the outermost.
   */
  async afterCommit<T>(work: () => Promise<T>): Promise<T> {
    if (this.held.getStore()) return work()
    const topics = new Set<string>()
    const result = await this.held.run(topics, work)
    for (const topic of topics) await this.publish(topic)
    return result
  }

  private held = new AsyncLocalStorage<Set<string>>()

  async publish(topic: string): Promise<void> {
    const held = this.held.getStore()
    if (held) {
      held.add(topic)
      return
    }
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
