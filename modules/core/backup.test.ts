import t from 'tap'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { gunzipSync, gzipSync } from 'node:zlib'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { sql } from 'kysely'
import type { FastifyInstance } from 'fastify'
import { connectPglite, type DatabaseHandle } from './db.ts'
import { createTestApp, createTestDatabase, jsonHeaders } from './testing.ts'
import { BackupError, contentDigest, createBackup, migrateTo, restoreBackup, verifyBackup } from './backup.ts'
import { migrations } from '../../migrations/index.ts'
import { auth } from '../auth/index.ts'
import { staff } from '../auth/testing.ts'
import { settings } from '../settings/index.ts'
import { gate } from '../gate/index.ts'
import { blogs } from '../blogs/index.ts'
import { media } from '../media/index.ts'
import { mail } from '../mail/index.ts'
import { enquiries } from '../enquiries/index.ts'
import { contactBody } from '../enquiries/testing.ts'

const dir = mkdtempSync(join(tmpdir(), 'yerth-backup-'))
t.teardown(() => rmSync(dir, { recursive: true, force: true }))
const file = (name: string) => join(dir, name)
const digest = (h: DatabaseHandle) => contentDigest(h.db, h.schema)

/** The site as staff and visitors leave it: an admin with a session, an image, a post, a setting, an enquiry and its mails. */
async function populated(): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const database = await connectPglite(null)
  const app = await createTestApp([auth, settings, gate, blogs, media, mail, enquiries], { database, ownsDatabase: true })
  const admin = await staff(app, 'admin')
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2980b9' } }).png().toBuffer()
  const image = await app.inject({
    method: 'POST',
    url: '/api/upload-image',
    headers: jsonHeaders(admin.cookie),
    payload: { image: `data:image/png;base64,${png.toString('base64')}`, filename: 'photo.png' },
  })
  t.equal(image.statusCode, 200, image.body)
  const post = await app.inject({
    method: 'POST',
    url: '/api/cms/blogs',
    headers: jsonHeaders(admin.cookie),
    payload: { title: 'Backed up', category: 'News', content: '<p>Ünïcode “quotes” and a tab\there</p>', status: 'published', featured_image: image.json().url },
  })
  t.ok(post.statusCode < 300, post.body)
  const setting = await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(admin.cookie), payload: { contact_email: 'hello@yerth.com' } })
  t.equal(setting.statusCode, 200, setting.body)
  const enquiry = await app.inject({ method: 'POST', url: '/api/public/contact', headers: { 'content-type': 'application/json' }, payload: contactBody() })
  t.ok(enquiry.statusCode < 300, enquiry.body)
  return { app, database }
}

/** Rewrites a backup's lines (then its checksum, as a real file of that shape would have). */
function rewrite(from: string, to: string, edit: (lines: string[]) => string[]) {
  const lines = gunzipSync(readFileSync(from)).toString('utf8').trimEnd().split('\n').slice(0, -1)
  const body = edit(lines).map((l) => `${l}\n`).join('')
  const sha256 = createHash('sha256').update(body).digest('hex')
  writeFileSync(to, gzipSync(`${body}${JSON.stringify({ end: 'yerth-backup', sha256 })}\n`))
}

const original = file('source.yerth.gz')
let source: DatabaseHandle
let sourceDigest: Awaited<ReturnType<typeof digest>>
let made: Awaited<ReturnType<typeof createBackup>>
t.before(async () => {
  const built = await populated()
  t.teardown(() => built.app.close())
  source = built.database
  sourceDigest = await digest(source)
  made = await createBackup(source, original)
})

t.test('the backup holds every table, uploads and the migration history included', async (t) => {
  const header = await verifyBackup(original)
  const rowsOf = (name: string) => header.tables.find((x) => x.name === name)?.rows ?? 0
  for (const name of ['admins', 'sessions', 'images', 'blogs', 'blogs_list', 'settings', 'enquiries', 'mail_outbox', 'audit_log', 'kysely_migration']) {
    t.ok(rowsOf(name) > 0, `${name} has rows`)
  }
  t.same(header.migrations, Object.keys(migrations))
  t.equal(header.tables.length, Object.keys(sourceDigest).length, 'every table of the catalog')
  t.ok(header.tables.every((x) => x.rows === sourceDigest[x.name].rows))
  t.equal(made.rows, header.tables.reduce((n, x) => n + x.rows, 0))
})

t.test('PGlite → PostgreSQL → PGlite gives identical content, table by table', async (t) => {
  if (!process.env.TEST_DATABASE_URL) t.comment('TEST_DATABASE_URL is unset: the PostgreSQL leg is replaced by PGlite → PGlite')
  const middle = await createTestDatabase()
  t.teardown(() => middle.close())
  await restoreBackup(middle, original)
  t.same(await digest(middle), sourceDigest, `${middle.kind} holds what the source held`)
  const { rows } = await sql<{ blogs: number; listed: number }>`select (select count(*) from blogs)::int as blogs, (select count(*) from blogs_list)::int as listed`.execute(middle.db)
  t.same(rows[0], { blogs: 1, listed: 1 }, 'the derived blogs_list was copied, not inserted twice')
  const next = await sql<{ id: number }>`insert into blogs (title, slug, category, content, plain_text, author_name) values ('After', 'after', 'News', '', '', 'x') returning id`.execute(middle.db)
  const max = await sql<{ id: number }>`select max(id)::int as id from blogs where slug <> 'after'`.execute(middle.db)
  t.ok(next.rows[0].id > max.rows[0].id, 'sequences continue after the loaded ids')
  await sql`delete from blogs where slug = 'after'`.execute(middle.db)

  const back = file('middle.yerth.gz')
  await createBackup(middle, back)
  const target = await connectPglite(null)
  t.teardown(() => target.close())
  await restoreBackup(target, back)
  t.same(await digest(target), sourceDigest, 'and back again')
})

t.test('a target that holds data is refused without --force and replaced with it', async (t) => {
  const target = await connectPglite(null)
  t.teardown(() => target.close())
  await migrateTo(target.db, 'public', 'latest')
  await sql`insert into settings (key, value) values ('site_name', '"Other site"')`.execute(target.db)
  const before = await digest(target)
  await t.rejects(restoreBackup(target, original), /already holds \d+ Yerth tables.*--force/)
  t.same(await digest(target), before, 'unchanged')
  await restoreBackup(target, original, { force: true })
  t.same(await digest(target), sourceDigest)
})

t.test('a damaged or truncated file is refused before anything is written', async (t) => {
  const target = await connectPglite(null)
  t.teardown(() => target.close())
  await restoreBackup(target, original)
  const before = await digest(target)

  const raw = gunzipSync(readFileSync(original)).toString('utf8')
  const edited = file('edited.yerth.gz')
  writeFileSync(edited, gzipSync(raw.replace('hello@yerth.com', 'hacked@yerth.com')))
  await t.rejects(restoreBackup(target, edited, { force: true }), { name: 'BackupError', message: /damaged \(its SHA-256 checksum does not match/ })
  const truncated = file('truncated.yerth.gz')
  const bytes = readFileSync(original)
  writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)))
  await t.rejects(restoreBackup(target, truncated, { force: true }), /is truncated/)
  const cut = file('cut.yerth.gz')
  writeFileSync(cut, gzipSync(raw.split('\n').slice(0, 3).join('\n')))
  await t.rejects(restoreBackup(target, cut, { force: true }), /truncated \(it has no end marker\)/)
  const notBackup = file('not-a-backup.gz')
  writeFileSync(notBackup, 'hello')
  await t.rejects(restoreBackup(target, notBackup, { force: true }), /not a Yerth backup/)
  t.same(await digest(target), before, 'the target is unchanged')
})

t.test('a file from a newer schema is refused', async (t) => {
  const newer = file('newer.yerth.gz')
  rewrite(original, newer, ([head, ...rest]) => {
    const header = JSON.parse(head)
    header.migrations.push('2099-01-01-01-from-the-future')
    return [JSON.stringify(header), ...rest]
  })
  const target = await connectPglite(null)
  t.teardown(() => target.close())
  const err = await verifyBackup(newer).catch((e) => e)
  t.ok(err instanceof BackupError)
  t.match(err.message, /made by a newer version of Yerth: its schema has migration 2099-01-01-01-from-the-future, which this version does not know/)
  await t.rejects(restoreBackup(target, newer), /newer version/)
  t.same(Object.keys(await digest(target)), [], 'nothing was created')
})

t.test('a file from an older schema is restored as that schema, then migrated', async (t) => {
  const names = Object.keys(migrations)
  const older = names[names.indexOf('2026-11-26-09-revisions') - 1]
  const old = await connectPglite(null)
  t.teardown(() => old.close())
  await migrateTo(old.db, 'public', older)
  await sql`insert into blogs (title, slug, category, content, plain_text, author_name, status) values ('Old post', 'old-post', 'News', '<p>old</p>', 'old', 'Ada', 'published')`.execute(old.db)
  const oldFile = file('old.yerth.gz')
  await createBackup(old, oldFile)
  t.notOk((await verifyBackup(oldFile)).tables.some((x) => x.name === 'revisions'), 'the file predates the revisions table')

  const target = await connectPglite(null)
  t.teardown(() => target.close())
  const summary = await restoreBackup(target, oldFile)
  t.equal(summary.fromMigration, older)
  t.same(summary.applied, names.slice(names.indexOf(older) + 1))
  const { rows } = await sql<{ title: string; listed: number }>`select title, (select count(*) from blogs_list)::int as listed from blogs`.execute(target.db)
  t.same(rows, [{ title: 'Old post', listed: 1 }])
  const history = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(target.db)
  t.equal(history.rows[0].n, names.length)
})

t.test('the command-line tools, and the embedded database in use', async (t) => {
  const { DATABASE_URL: _ignored, ...env } = process.env
  const run = (cli: string, dataDir: string, ...args: string[]) => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, cli), ...args], {
      env: { ...env, NODE_ENV: 'test', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    })
    return { code: res.status, out: res.stdout, err: res.stderr }
  }
  const from = join(dir, 'from-data')
  const into = join(dir, 'into-data')
  const cliFile = file('cli.yerth.gz')
  const held = await connectPglite(join(from, 'pglite'))
  await restoreBackup(held, original)
  const busy = run('backup-cli.ts', from, '--out', cliFile)
  t.equal(busy.code, 1)
  t.match(busy.err, /is in use by another Yerth process( \(pid \d+\))?\. Stop the server first/)
  await held.close()

  const backup = run('backup-cli.ts', from, '--out', cliFile)
  t.equal(backup.code, 0, backup.err)
  t.match(backup.out, /Backup written to .*cli\.yerth\.gz: \d+ tables, \d+ rows/)
  const restore = run('restore-cli.ts', into, '--in', cliFile)
  t.equal(restore.code, 0, restore.err)
  t.match(restore.out, /Restored \d+ tables, \d+ rows/)
  t.equal(run('restore-cli.ts', into).code, 2, 'usage error')

  const restored = await connectPglite(join(into, 'pglite'))
  t.teardown(() => restored.close())
  t.same(await digest(restored), sourceDigest)
})
