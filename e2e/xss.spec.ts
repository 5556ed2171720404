/**
 * QUALITY R3 in a real browser: every payload of the sanitiser corpus, saved into a published blog
 * post through the API, is rendered on the public page without anything executing.
 */
import { test, expect } from './test.ts'
import { setProtection, staffApi } from './api.ts'
import { settled } from './page-checks.ts'
import { XSS_PAYLOADS } from '../modules/content/xss-corpus.ts'
import { textProblem } from '../modules/core/validation.ts'

// Payloads with control characters never reach a post: core refuses them (modules/content-types/blogs-xss.test.ts).
const STORABLE = XSS_PAYLOADS.filter((p) => !textProblem(p))

test.beforeAll(async ({ baseURL }) => setProtection(baseURL!, false))

test('no payload of the XSS corpus executes on a blog post', async ({ page, baseURL }) => {
  const api = await staffApi(baseURL!)
  await api.post('/api/cms/blog-categories', { data: { name: 'Security' } })
  expect(STORABLE.length).toBeGreaterThanOrEqual(100)
  const chunks = [STORABLE.slice(0, 50), STORABLE.slice(50)]
  const slugs: string[] = []
  for (const [i, chunk] of chunks.entries()) {
    const res = await api.post('/api/cms/blogs', {
      data: { title: `Hostile paste ${i + 1}`, category: 'Security', content: chunk.join('\n'), status: 'published' },
    })
    expect(res.status(), await res.text()).toBe(201)
    slugs.push((await res.json()).blog.slug)
  }
  await api.dispose()

  const dialogs: string[] = []
  page.on('dialog', async (d) => {
    dialogs.push(d.message())
    await d.dismiss()
  })
  const pageErrors: string[] = []
  page.on('pageerror', (e) => pageErrors.push(e.message))
  for (const slug of slugs) {
    await page.goto(`/journal/blogs/${slug}`)
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('Hostile paste')
    // Every image has loaded or failed (an onerror payload would have run by then), and hydration is drawn.
    await page.waitForLoadState('load')
    await settled(page)
    const findings = await page.evaluate(() => {
      const article = document.querySelector('#blog-content')
      if (!article) return { missing: true }
      const scripts = [...article.querySelectorAll('script, iframe, object, embed, form, base, meta, link, style, svg, math')].map((e) => e.tagName)
      const handlers = [...article.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}[${a.name}]`))
      const urls = [...article.querySelectorAll('[href], [src]')]
        .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '')
        .filter((u) => /^\s*(javascript|vbscript|data):/i.test(u))
      return { scripts, handlers, urls, xss: (window as unknown as { __xss?: unknown }).__xss ?? null }
    })
    expect(findings).toEqual({ scripts: [], handlers: [], urls: [], xss: null })
    // Outside the post too: no script but the page's own (theme, JSON data, JSON-LD, bundles).
    const foreignScripts = await page.evaluate(
      () => [...document.scripts].filter((s) => !s.src && !['application/json', 'application/ld+json'].includes(s.type) && !s.textContent?.includes('yerth-theme')).length,
    )
    expect(foreignScripts).toBe(0)
  }
  expect(dialogs).toEqual([])
  expect(pageErrors).toEqual([])
})
