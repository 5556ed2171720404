/**
 * Adding a block type takes what docs/EXTENDING.md says it takes (issue 17): in a copy of the
 * project, this test adds a `countdown` block in a fixture (its declaration in shared/blocks/about.ts,
 * its component in web-public/src/sections/about/, one line in that chunk's map, its CSS) and nothing
 * else, builds the public site, and proves with the copy's own code (fixtures/fixture-block-check.ts)
 * that the block is validated (a bad date refused at its field), editable (in the catalogue the
 * console draws from, placed and checked by the console's form code) and rendered (drawn by its own
 * component with data-block on a page an editor created).
 */
import t from 'tap'
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, appendFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

const ROOT = process.cwd()

t.test('a block type added in its declaration, its component and its CSS is validated, editable and rendered', async (t) => {
  const copy = mkdtempSync(join(tmpdir(), 'yerth-new-block-'))
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
    `import { meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'

export function Countdown({ section }: SectionProps) {
  return (
    <section className="container countdown" data-block={section.type} data-section={section.id}>
      <h2>{section.title}</h2>
      <p className="countdown-date">{meta(section, 'date')}</p>
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

  execFileSync('npx', ['vite', 'build', '--app', '--config', 'web-public/vite.config.ts', '--logLevel', 'error'], { cwd: copy, stdio: 'pipe' })
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'web-public/fixtures/fixture-block-check.ts'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, LOG_LEVEL: 'silent' },
  })
  const seen = JSON.parse(out.trim().split('\n').at(-1)!)
  t.match(seen.editable, { inCatalogue: true, fields: ['title:shortText', 'date:date'], placedType: 'countdown', badDate: /^Enter a date as YYYY-MM-DD/, goodDate: null }, 'editable: in the catalogue, placed and checked by the console')
  t.equal(seen.refused.status, 400, 'validated: a date that does not exist is refused')
  t.match(seen.refused.details, [{ section: 0, field: 'date', message: /^Enter a date as YYYY-MM-DD/ }], 'at its field, in words')
  t.equal(seen.accepted, 201, 'a good one is stored')
  t.equal(seen.page.status, 200)
  t.match(seen.page.tag, 'data-block="countdown"', 'rendered by its own component')
  t.ok(seen.page.text, 'with its content')
})
