/**
 * Adding a block type or a public route takes what docs/EXTENDING.md says it takes (issue 17). In a
 * copy of the project (one copy, one build, for both):
 * - a `countdown` block (its declaration in shared/blocks/about.ts, its component in
 *   web-public/src/sections/about/, one line in that chunk's map, its CSS) and nothing else; the
 *   copy's own code (fixtures/fixture-block-check.ts) proves the block is validated (a bad date
 *   refused at its field), editable (in the catalogue the console draws from, placed and checked by
 *   the console's form code) and rendered (drawn by its own component with data-block on a page an
 *   editor created);
 * - a `topic` route at /topics/:topic (its declaration, an entry of shared/routes/index.ts; its
 *   screen and one line of web-public/src/routes/screens.ts; its server part, a module in
 *   web-public/src/routes/server/ and one line of its index) and nothing else; fixtures/fixture-route-check.ts proves it is served with its
 *   data, head and chunk, cached, redirected from other spellings, in the sitemap, and routed in the
 *   browser without its server part;
 * - a `workshops` content type (its declaration, one line in served-types.ts, its migration and its
 *   line, its two screens and their CSS) and nothing else; fixtures/fixture-content-type-check.ts
 *   proves its API and OpenAPI entries, refusals at the field, versions, the Trash, bulk actions,
 *   media usage, the console's manager, its public list and page (and the data a navigation inside
 *   the site fetches) and the sitemap.
 */
import t from 'tap'
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, appendFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

const ROOT = process.cwd()

const copy = mkdtempSync(join(tmpdir(), 'yerth-extending-'))
t.teardown(() => rmSync(copy, { recursive: true, force: true }))
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean)
for (const file of files) {
  mkdirSync(dirname(join(copy, file)), { recursive: true })
  try {
    cpSync(join(ROOT, file), join(copy, file))
  } catch {
    // a file deleted in the working tree but still listed
  }
}
symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'))

t.test('a block type added in its declaration, its component and its CSS is validated, editable and rendered', async (t) => {

  // 1. The declaration, added to its chunk's list.
  const declarations = join(copy, 'shared/blocks/about.ts')
  const source = readFileSync(declarations, 'utf8')
  const list = 'export const ABOUT_BLOCKS: readonly BlockSpec[] = ['
  t.ok(source.includes(list), 'the chunk declares its list')
  const declaration = `export const COUNTDOWN_BLOCK = defineBlock({
  type: 'countdown',
  chunk: 'about',
  label: 'Countdown',
  description: 'The days left until a launch date.',
  icon: 'clock',
  fields: [
    { name: 'title', label: 'Heading', kind: 'shortText', max: 120 },
    { name: 'date', label: 'Launch date', kind: 'date', required: true },
  ],
  defaults: { id: 'countdown', type: 'countdown', title: 'The first rides start in', content: '', visible: true, metadata: { date: '2027-03-01' } },
})

`
  writeFileSync(declarations, source.replace(list, `${declaration}${list}\n  COUNTDOWN_BLOCK,`))
  // 2. The component, and 3. its line in the chunk's map.
  writeFileSync(
    join(copy, 'web-public/src/sections/about/Countdown.tsx'),
    `import type { COUNTDOWN_BLOCK } from '../../../../shared/blocks/about.ts'
import { meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'

export function Countdown({ section }: SectionProps) {
  return (
    <section className="container countdown" data-block={section.type} data-section={section.id}>
      <h2>{section.title}</h2>
      <p className="countdown-date">{meta<typeof COUNTDOWN_BLOCK>(section, 'date')}</p>
    </section>
  )
}
`,
  )
  const map = join(copy, 'web-public/src/sections/about/index.ts')
  const mapSource = readFileSync(map, 'utf8')
  writeFileSync(map, mapSource.replace("import './about.css'", "import { Countdown } from './Countdown.tsx'\nimport './about.css'").replace("  'stats-hero': StatsHero,", "  'stats-hero': StatsHero,\n  countdown: Countdown,"))
  // 4. Its CSS.
  appendFileSync(join(copy, 'web-public/src/sections/about/about.css'), '\n.countdown-date {\n  font-weight: 700;\n}\n')

  addTopicRoute()
  addWorkshopsType()
  build()
  const seen = check('web-public/fixtures/fixture-block-check.ts')
  t.match(seen.editable, { inCatalogue: true, fields: ['title:shortText', 'date:date'], placedType: 'countdown', badDate: /^Enter a date as YYYY-MM-DD/, goodDate: null }, 'editable: in the catalogue, placed and checked by the console')
  t.equal(seen.refused.status, 400, 'validated: a date that does not exist is refused')
  t.match(seen.refused.details, [{ section: 0, field: 'date', message: /^Enter a date as YYYY-MM-DD/ }], 'at its field, in words')
  t.equal(seen.accepted, 201, 'a good one is stored')
  t.equal(seen.page.status, 200)
  t.match(seen.page.tag, 'data-block="countdown"', 'rendered by its own component')
  t.ok(seen.page.text, 'with its content')
})

t.test('a public route added in its module, its screen and one line of the table is served, listed and routed', async (t) => {
  const seen = check('web-public/fixtures/fixture-route-check.ts')
  t.same(seen.match, { kind: 'topic', topic: 'solar' }, 'matched by the table, with its parameter')
  t.equal(seen.page.status, 200)
  t.match(seen.page.title, /^Topic solar/, 'its head')
  t.ok(seen.page.drawn, 'drawn by its screen')
  t.ok(seen.page.data, 'with the data its loader gave, sent to the browser')
  t.ok(seen.page.drawnWithData, 'drawn with that data on the server')
  t.same(seen.navigation, { status: 200, letters: 5 }, 'a navigation inside the site gets the same loader\'s data')
  t.equal(seen.noPage, 404, 'an address no route claims has no data')
  t.ok(seen.page.linked, 'its chunk linked by the page')
  t.equal(seen.loads, 1, 'the second visit answered from the render cache: loaded once')
  t.equal(seen.other, 404, 'an address its params refuse is the 404 page')
  t.same(seen.spelling, { status: 301, location: '/topics/solar' }, 'another spelling redirected to its canonical address')
  t.ok(seen.sitemap, 'listed in the sitemap')
  t.ok(seen.counted, 'counted by analytics as a public page')
  t.same(seen.browser, { chunk: true, routed: true, serverPartLeftOut: true, fetchesData: true }, "the browser's router knows it and fetches its data; its server part stays on the server")
})

t.test('a content type added as its declaration, its screens and CSS, and its migration is served everywhere', async (t) => {
  const seen = check('web-public/fixtures/fixture-content-type-check.ts')
  t.same(seen.api, { refused: 400, field: 'seats', created: 201, saved: 200, openapi: true }, 'its API, refusals at the field, and its OpenAPI entries')
  t.equal(seen.versions, 2, 'versions kept')
  t.same(seen.trash, { listed: 1, restored: 200 }, 'deleted to the Trash and restored')
  t.same(seen.bulk, { done: [1] }, 'bulk actions')
  t.same(seen.usage, ['workshops'], 'its image counted as used by the media library')
  t.same(
    seen.console,
    { screen: true, form: ['title', 'slug', 'summary', 'body'], side: ['Publishing', 'When', 'Picture'], columns: ['Title', 'Date', 'Level', 'Status'] },
    "the console's manager: its screen, form and columns",
  )
  t.same(seen.list, { status: 200, drawn: true }, 'its public list, drawn by its screen')
  t.match(seen.page, { status: 200, drawn: true, title: /^Repair your own battery pack \|/ }, 'its public page, with its head')
  t.same(seen.navigation, { status: 200, title: 'Repair your own battery pack' }, 'the data a navigation inside the site fetches')
  t.ok(seen.sitemap, 'its list and its page in the sitemap')
})

/** The content type fixture: exactly what docs/EXTENDING.md lists for a served type. */
function addWorkshopsType() {
  // 1. Its declaration.
  writeFileSync(
    join(copy, 'shared/content-types/workshops.ts'),
    `import { servedContentType } from './served.ts'

export const WORKSHOPS = servedContentType({
  type: 'workshops',
  table: 'workshops',
  noun: 'workshop',
  label: 'Workshop',
  plural: 'Workshops',
  auditAs: 'workshop',
  manager: { screen: 'Workshops', path: '/workshops', icon: 'users', summary: 'Hands-on sessions at the workshop.' },
  fields: [
    { name: 'title', label: 'Title', kind: 'shortText', required: true, max: 200 },
    { name: 'summary', label: 'Summary', kind: 'longText', required: true, max: 400 },
    { name: 'body', label: 'Programme', kind: 'richText', required: true, detailOnly: true },
    { name: 'held_on', label: 'Date', kind: 'date', required: true, group: 'When' },
    { name: 'seats', label: 'Seats', kind: 'number', min: 1, maxValue: 500, group: 'When' },
    { name: 'level', label: 'Level', kind: 'select', required: true, options: [{ value: 'beginner', label: 'Beginner' }, { value: 'advanced', label: 'Advanced' }], group: 'When' },
    { name: 'online', label: 'Also online', kind: 'boolean', group: 'When' },
    { name: 'image', label: 'Picture', kind: 'image', alt: 'image_alt', group: 'Picture' },
    { name: 'image_alt', label: 'Picture description', kind: 'shortText', max: 300, group: 'Picture' },
  ],
  slugFallback: 'workshop',
  list: { columns: ['title', 'held_on', 'level'], search: ['title', 'summary'] },
  site: { path: '/workshops', intro: 'Hands-on sessions at the Yerth workshop.', order: { field: 'held_on', direction: 'asc' }, description: 'summary', image: 'image' },
})
`,
  )
  // 2. Its line in served-types.ts.
  const registry = join(copy, 'shared/content-types/served-types.ts')
  const registrySource = readFileSync(registry, 'utf8')
  const line = 'export const SERVED_TYPES = ['
  if (!registrySource.includes(line)) throw new Error('served-types.ts has moved: update this fixture')
  writeFileSync(registry, registrySource.replace(line, `import { WORKSHOPS } from './workshops.ts'\n${line}WORKSHOPS, `))
  // 3. Its migration, and its line.
  writeFileSync(
    join(copy, 'migrations/2099-01-01-01-workshops.ts'),
    `import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('workshops')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('publish_date', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql\`now()\`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql\`now()\`))
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('held_on', 'date', (c) => c.notNull())
    .addColumn('seats', 'integer')
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('online', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_alt', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('workshops_slug_unique', ['slug'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('workshops').execute()
}
`,
  )
  const migrations = join(copy, 'migrations/index.ts')
  const migrationsSource = readFileSync(migrations, 'utf8')
  const last = migrationsSource.lastIndexOf("\n}")
  if (last < 0) throw new Error('migrations/index.ts has moved: update this fixture')
  writeFileSync(migrations, `import * as workshops from './2099-01-01-01-workshops.ts'\n${migrationsSource.slice(0, last)}\n  '2099-01-01-01-workshops': workshops,${migrationsSource.slice(last)}`)
  // 4. Its two screens and their CSS.
  mkdirSync(join(copy, 'web-public/src/content/workshops'), { recursive: true })
  writeFileSync(
    join(copy, 'web-public/src/content/workshops/List.tsx'),
    `import { WORKSHOPS } from '../../../../shared/content-types/workshops.ts'
import { AppLink } from '../../components/AppLink.tsx'
import { useServedList } from '../served.ts'
import './workshops.css'

export default function WorkshopList() {
  const { data } = useServedList(WORKSHOPS)
  return (
    <section className="container workshops" data-workshops="list">
      <h1>Workshops</h1>
      <ul>
        {(data?.items ?? []).map((w) => (
          <li key={w.id}>
            <AppLink to={\`/workshops/\${w.slug}\`}>{String(w.title)}</AppLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
`,
  )
  writeFileSync(
    join(copy, 'web-public/src/content/workshops/Detail.tsx'),
    `import { WORKSHOPS } from '../../../../shared/content-types/workshops.ts'
import { useServedItem } from '../served.ts'
import './workshops.css'

export default function WorkshopPage() {
  const { data } = useServedItem(WORKSHOPS)
  const item = data?.item
  if (!item) return <h1 className="container">Workshop not found</h1>
  return (
    <article className="container workshops" data-workshop={String(item.title)}>
      <h1>{String(item.title)}</h1>
      <p>{String(item.held_on)}</p>
    </article>
  )
}
`,
  )
  writeFileSync(join(copy, 'web-public/src/content/workshops/workshops.css'), '.workshops {\n  padding-block: var(--space-l);\n}\n')
}

/**
 * The route fixture: its declaration (an entry of the table, shared/routes/index.ts), its screen
 * (one line of web-public/src/routes/screens.ts) and its server part (a module in
 * web-public/src/routes/server/ and one line of its index).
 */
/** Replaces `from` (which must be there) in one of the copy's files. */
function edit(file: string, from: string, to: string) {
  const path = join(copy, file)
  const source = readFileSync(path, 'utf8')
  if (!source.includes(from)) throw new Error(`${file} has changed: update this fixture (no ${JSON.stringify(from)})`)
  writeFileSync(path, source.replace(from, to))
}

function addTopicRoute() {
  edit('shared/routes/index.ts', 'export const ROUTES = [PAGE, ', "export const ROUTES = [declareRoute({ kind: 'topic', paths: ['/topics/:topic'], params: ({ topic }) => (/^[a-z]+$/.test(topic) ? { topic } : null), canonical: ({ topic }) => `/topics/${topic}` }), PAGE, ")
  edit('shared/routes/index.ts', "import type { Match, RouteDeclaration } from './define.ts'", "import { declareRoute, type Match, type RouteDeclaration } from './define.ts'")
  edit('web-public/src/routes/screens.ts', 'const SCREENS = {', "const SCREENS = {\n  topic: defineScreen<'topic', import('../pages/Topic.tsx').TopicData>('topic', { screen: lazyPage(() => import('../pages/Topic.tsx')) }),")
  edit('web-public/src/routes/server/index.ts', 'const SERVERS = {', "import { topicServer } from './topic.ts'\nconst SERVERS = {\n  topic: topicServer,")
  writeFileSync(
    join(copy, 'web-public/src/routes/server/topic.ts'),
    `import type { TopicData } from '../../pages/Topic.tsx'
import { defineServer } from '../define.ts'

export const topicServer = defineServer<'topic', TopicData>('topic', {
  modules: () => ['src/pages/Topic.tsx'],
  load: async ({ match }) => {
    ;(globalThis as { topicLoads?: number }).topicLoads = ((globalThis as { topicLoads?: number }).topicLoads ?? 0) + 1
    return { kind: 'topic', key: match.topic, letters: match.topic.length }
  },
  head: (match) => ({ meta: { title: \`Topic \${match.topic}\`, description: \`All about \${match.topic}.\`, index: true, path: \`/topics/\${match.topic}\` }, status: 200 }),
  sitemap: async () => [{ path: '/topics/solar', updated_at: null }],
})
`,
  )
  writeFileSync(
    join(copy, 'web-public/src/pages/Topic.tsx'),
    `import { useRouteData } from '../lib/use-route-data.ts'

/** Its data, declared by the screen (the route imports the type). */
export interface TopicData {
  kind: 'topic'
  key: string
  letters: number
}

export default function Topic({ match }: { match: { topic: string } }) {
  // The route's loader, on the first render and on every navigation inside the site.
  const { data } = useRouteData<TopicData>('topic')
  return (
    <section className="container" data-topic={match.topic}>
      <h1>{match.topic}</h1>
      <p>{data ? data.letters : '…'} letters</p>
    </section>
  )
}
`,
  )
}

function build() {
  execFileSync('npx', ['vite', 'build', '--app', '--config', 'web-public/vite.config.ts', '--logLevel', 'error'], { cwd: copy, stdio: 'pipe' })
}

/** Runs a fixture script in the copy; what it printed last, as JSON. */
function check(script: string) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', script], { cwd: copy, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent', YERTH_TEST_KEEP_TEMPLATES: '1' } })
  return JSON.parse(out.trim().split('\n').at(-1)!)
}
