import t from 'tap'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { PageCache, encodedBody, etagOf, noteHit, notModified } from './page-cache.ts'
import { negotiate } from './compression.ts'
import { eventually } from '../modules/core/eventually.ts'
import { normalisePath } from '../shared/url-path.ts'
import { canonicalPath, navSignature, pageRoute, splitTarget } from './page-route.ts'

t.test('page cache: bounded, least recently used out first, entries expire', async (t) => {
  const cache = new PageCache(2, 1000)
  cache.set('a', 200, 'A', 0)
  cache.set('b', 404, 'B', 0)
  t.equal(cache.get('a', 10)?.body.toString(), 'A', 'a is now the most recent')
  cache.set('c', 200, 'C', 10)
  t.equal(cache.size, 2)
  t.equal(cache.get('b', 10), undefined, 'b was the least recently used')
  t.equal(cache.get('c', 10)?.status, 200)
  t.equal(cache.get('a', 2000), undefined, 'expired')
  const generation = cache.generation
  cache.clear()
  t.equal(cache.size, 0)
  t.equal(cache.generation, generation + 1, 'clearing moves the generation (renders in flight are not stored)')
})

t.test('page cache: bounded by bytes too, encodings counted; the page just stored always stays', async (t) => {
  const cache = new PageCache(100, 1000, 3000)
  const page = (c: string) => c.repeat(1000)
  cache.set('a', 200, page('a'), 0)
  const b = cache.set('b', 200, page('b'), 0)
  b.ready.gzip = Buffer.alloc(500)
  cache.set('c', 200, page('c'), 0)
  t.equal(cache.size, 2, '1,000 + 1,500 + 1,000 bytes: the oldest went')
  t.equal(cache.get('a', 1), undefined)
  cache.set('big', 200, page('x').repeat(5), 0)
  t.equal(cache.size, 1, 'an entry larger than the budget pushes the others out but stays itself')
  t.ok(cache.get('big', 1))
})

t.test('page cache: each encoding is compressed once and kept', async (t) => {
  const html = `<!doctype html><title>x</title>${'<p>electric mobility</p>'.repeat(200)}`
  const page = new PageCache().set('k', 200, html)
  const [br1, br2] = await Promise.all([encodedBody(page, 'br'), encodedBody(page, 'br')])
  t.equal(br1, br2, 'concurrent askers share one compression')
  t.equal(await encodedBody(page, 'br'), br1, 'later askers get the stored bytes')
  t.equal(brotliDecompressSync(br1).toString(), html)
  t.equal(gunzipSync(await encodedBody(page, 'gzip')).toString(), html)
  t.equal((await encodedBody(page, 'identity')).toString(), html)
  t.ok(br1.length < html.length / 5)
})

t.test('page cache: a page is compressed once per version; brotli is redone at the best quality when it is asked for again', async (t) => {
  const cache = new PageCache(10, 1000)
  const html = `<!doctype html><main>${Array.from({ length: 400 }, (_, i) => `<p class="c${i % 7}">Electric mobility ${i}, quietly.</p>`).join('')}</main>`
  const first = cache.set('k', 200, html, 0)
  const fast = await encodedBody(first, 'br')
  t.equal(cache.get('k', 2000), undefined, 'expired')
  t.equal(cache.size, 1, 'kept, invisible, until renewed')
  const renewed = cache.set('k', 200, html, 2000)
  t.equal(await encodedBody(renewed, 'br'), fast, 'renewed with the same bytes: not compressed again')
  const changed = cache.set('k', 200, `${html}<p>new</p>`, 2000)
  const changedFast = await encodedBody(changed, 'br')
  t.not(changedFast, fast, 'new bytes: compressed anew')
  noteHit(changed)
  t.notOk(changed.upgraded, 'one visit from the cache: the fast bytes stay')
  noteHit(changed)
  t.ok(changed.upgraded, 'the second starts the best quality')
  const best = await eventually(() => changed.ready.br !== changedFast && changed.ready.br!, { what: 'the best brotli' })
  t.ok(best.length < changedFast.length, `best ${best.length} < fast ${changedFast.length} bytes`)
  t.equal(brotliDecompressSync(best).toString(), `${html}<p>new</p>`)
  t.equal(await encodedBody(changed, 'br'), best, 'served from now on')
})

t.test('ETag and If-None-Match (weak comparison)', async (t) => {
  const tag = etagOf('<p>a</p>')
  t.match(tag, /^W\/"[A-Za-z0-9_-]{27}"$/)
  t.equal(etagOf('<p>a</p>'), tag, 'the same page, the same tag')
  t.not(etagOf('<p>b</p>'), tag)
  t.ok(notModified(tag, tag))
  t.ok(notModified(tag.slice(2), tag), 'a strong form of the tag matches weakly')
  t.ok(notModified(`"other", ${tag}`, tag), 'one of a list')
  t.ok(notModified('*', tag))
  t.notOk(notModified('"other"', tag))
  t.notOk(notModified(undefined, tag))
})

t.test('Accept-Encoding negotiation', async (t) => {
  t.equal(negotiate(undefined), 'identity')
  t.equal(negotiate(''), 'identity')
  t.equal(negotiate('gzip, deflate, br, zstd'), 'br')
  t.equal(negotiate('gzip, deflate'), 'gzip')
  t.equal(negotiate('br;q=0, gzip'), 'gzip', 'q=0 refuses')
  t.equal(negotiate('br;q=0.5, gzip;q=0.8'), 'gzip', 'the higher weight wins')
  t.equal(negotiate('*'), 'br')
  t.equal(negotiate('*, br;q=0'), 'gzip')
  t.equal(negotiate('identity'), 'identity')
  t.equal(negotiate('deflate'), 'identity', 'deflate is not offered')
  t.equal(negotiate('x-gzip'), 'gzip')
  t.equal(negotiate('BR'), 'br', 'case does not matter')
})

t.test('page routes: keyed on the matched route, other spellings redirected', async (t) => {
  t.same(splitTarget('/a/b?x=1#f'), { path: '/a/b', query: 'x=1' })
  t.equal(normalisePath('/%6Aournal//blogs/'), '/journal/blogs/')
  t.equal(normalisePath('/journal/x/%2e%2e/blogs'), '/journal/blogs')
  t.equal(normalisePath('//journal/blogs'), '/journal/blogs', 'a leading double slash is a path, not a host')
  t.equal(normalisePath('/journal%2fblogs'), '/journal%2Fblogs', 'an encoded slash is not a slash')
  t.equal(canonicalPath({ kind: 'blogDetail', slug: 'café' }), '/journal/blogs/caf%C3%A9')

  const plain = pageRoute('/journal/blogs')
  t.equal(plain.redirect, undefined)
  t.equal(plain.key, 'blogList|/journal/blogs')
  t.equal(plain.renderUrl, '/journal/blogs')
  for (const target of ['/journal/blogs?x=1', '/journal/blogs?utm_source=news&sort=latest&page=1', '/journal/blogs?search=%20%20']) {
    const r = pageRoute(target)
    t.equal(r.key, 'blogList|/journal/blogs', `${target}: the same page`)
    t.equal(r.redirect, undefined, `${target}: query spellings are not redirected`)
    t.equal(r.renderUrl, '/journal/blogs', `${target}: rendered as the canonical list`)
  }
  t.equal(pageRoute('/journal/blogs?page=2&sort=oldest&junk=1').key, 'blogList|/journal/blogs?sort=oldest&page=2')
  for (const target of ['/journal//blogs', '/%6Aournal/blogs', '/journal/blogs/', '/journal/./blogs', '//journal/blogs', '/journal/%62logs']) {
    const r = pageRoute(`${target}?page=2`)
    t.equal(r.redirect, '/journal/blogs?page=2', `${target} redirects, keeping the query`)
    t.equal(r.key, 'blogList|/journal/blogs?page=2')
  }
  t.equal(pageRoute('/journal/blogs/caf%c3%a9').redirect, '/journal/blogs/caf%C3%A9', 'escapes in upper-case hex')
  t.equal(pageRoute('/journal/blogs/caf%C3%A9').redirect, undefined)
  t.equal(pageRoute('/journal/blogs/a-post').key, 'blogDetail|/journal/blogs/a-post')
  t.equal(pageRoute('/journal/').redirect, '/journal')
  t.equal(pageRoute('/journal/blogs/?q=é').redirect, '/journal/blogs?q=%C3%A9', 'the Location header stays ASCII')

  t.equal(pageRoute('/Journal/blogs').match, null, 'case is significant')
  t.equal(pageRoute('/Journal/blogs').redirect, undefined, 'a 404 is not redirected')
  t.equal(pageRoute('/no/such/page').key, pageRoute('/another/one?x=1').key, '404 pages share their key')
  t.equal(pageRoute('/about/us').key, `404|${navSignature('/about/us')}`)
  t.not(pageRoute('/careers/x').key, pageRoute('/journal/x/y').key, 'the highlighted navigation entry is part of a 404 key')
  t.equal(pageRoute('/about-us').key, 'page|/about-us', 'a one-segment address may be a page an editor created (kept only when it is one)')
  t.not(pageRoute('/about').key, pageRoute('/about-us').key, 'a managed page has a key of its own')
  t.equal(pageRoute('/about').key, 'page|/about')
  t.equal(pageRoute('/hyperbuilt/reality').key, 'page|/hyperbuilt/reality')
  t.equal(pageRoute('/%61bout').redirect, '/about', 'another spelling of a managed page is redirected')
  t.equal(pageRoute('/privacy-policy/').redirect, '/privacy-policy')
  t.equal(pageRoute('/').key, 'page|/')
  t.equal(pageRoute('/home').match, null, 'a managed page answers only at its own address: /home is not a second /')
  t.equal(pageRoute('/press/a-story').key, 'served-detail:press-highlights|/press/a-story')
})
