/**
 * `npm run demo [-- --force]` (`make demo`): fills the configured database (DATABASE_URL, else the
 * embedded one under DATA_DIR) with the demo site of demo.ts, after migrating it. With the embedded
 * database the server must be stopped first (one process at a time: core/db-lock.ts).
 */
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../modules/core/config.ts'
import { connectPglite, connectPostgres, isDatabaseUnavailable } from '../modules/core/db.ts'
import { refuseWhenInUse } from '../modules/core/db-lock.ts'
import { apiModules, buildApp } from '../fastify.config.ts'
import { DemoRefusal, DEMO_EDITOR_EMAIL, runDemo } from '../modules/demo/demo.ts'

const USAGE = `Fill the site with demo content: about 30 blog posts in 4 categories (some scheduled, some drafts),
8 vlogs (placeholder video links), a media kit with files, press highlights, enquiries, newsletter
sign-ups and 90 days of analytics. Running it again adds nothing.

Usage:
  npm run demo [-- --force]        (or: make demo)

Options:
  --force     add the demo content even though the site already holds content of its own
              (nothing there is changed or deleted)
  -h, --help  this text

The database is the one the server uses (DATABASE_URL, else the embedded one in DATA_DIR).
With the embedded database, stop the server first: only one process may open it at a time.
`

async function main(argv: string[]): Promise<number> {
  let values
  try {
    values = parseArgs({ args: argv, options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } } }).values
  } catch (err) {
    console.error(`Error: ${(err as Error).message}\nRun "npm run demo -- --help" for usage.`)
    return 2
  }
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  // Request logs of the demo's own calls would bury its summary; LOG_LEVEL still wins.
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env }, process.cwd(), { defaultOrigin: true })
  const database = config.databaseUrl
    ? connectPostgres({ connectionString: config.databaseUrl })
    : await connectPglite(join(config.dataDir, 'pglite')).catch(refuseWhenInUse)
  const app = await buildApp({ config, database, modules: apiModules })
  try {
    const started = Date.now()
    const report = await runDemo(app, { force: values.force, log: (line) => console.log(`  ${line}`) })
    const c = report.created
    const served = Object.entries(report.served)
    const total = c.categories + c.posts + c.vlogs + c.kit + c.enquiries + c.subscribers + c.analyticsDays + served.reduce((n, [, k]) => n + k, 0)
    console.log(
      total === 0
        ? 'The demo content is already there: nothing to add.'
        : `Demo content added in ${((Date.now() - started) / 1000).toFixed(1)} s: ${c.posts} posts, ${c.categories} categories, ${c.vlogs} vlogs, ` +
            `${c.kit} media kit items, ${served.map(([what, n]) => `${n} ${what}, `).join('')}${c.enquiries} enquiries, ${c.subscribers} newsletter sign-ups, ${c.analyticsDays} days of analytics.`,
    )
    if (total > 0) console.log(`Written by the editor ${DEMO_EDITOR_EMAIL} (deactivated again: it cannot sign in).`)
    if (report.gateOpened) console.log('The coming-soon gate is off so the demo can be seen (Settings → Site Protection turns it back on).')
    if (app.bootNotices.length) {
      const bar = '='.repeat(72)
      console.log(`\n${bar}\n${app.bootNotices.join('\n')}\nThese are shown once. Store them somewhere safe.\n${bar}`)
    }
    console.log(`Start the site with "make run" (or "npm start" after "npm run build") and open http://localhost:${config.port}.`)
    return 0
  } finally {
    await app.close()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    // A refusal, a bad setting or an unreachable database is the operator's to fix and its message says enough;
    // anything else is a bug, and the stack says where.
    const said = err instanceof DemoRefusal || err instanceof ConfigError
    const message = said
      ? err.message
      : isDatabaseUnavailable(err)
        ? `Error: the database cannot be reached (${(err as Error).message}). Check DATABASE_URL, or unset it to use the embedded database.`
        : `Error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`
    process.stderr.write(`${message}\n`, () => process.exit(1))
  },
)
