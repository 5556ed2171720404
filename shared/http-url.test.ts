import t from 'tap'
import { isHttpUrl, parseHttpUrl } from './http-url.ts'

t.test('an absolute http(s) URL with a host, and each rule refuses only more', async (t) => {
  for (const ok of ['https://www.yerth.com', 'http://yerth.com/a?b#c', 'https://localhost', 'https://user:pw@yerth.com', 'https://yerth.com/a b']) t.ok(isHttpUrl(ok), ok)
  for (const bad of ['', 'yerth.com', '/media/x.webp', 'javascript:alert(1)', 'ftp://files.example.com', 'mailto:a@yerth.com', 'http://', 'https://exa mple.com']) t.notOk(isHttpUrl(bad), bad)
  t.notOk(isHttpUrl('https://localhost', { dottedHost: true }))
  t.ok(isHttpUrl('https://www.linkedin.com/company/yerth', { dottedHost: true }))
  t.notOk(isHttpUrl('https://user:pw@yerth.com', { noCredentials: true }))
  t.notOk(isHttpUrl('https://user@yerth.com', { noCredentials: true }))
  t.notOk(isHttpUrl('https://yerth.com/a b', { noSpaces: true }))
  t.notOk(isHttpUrl(' https://yerth.com', { noSpaces: true }))
  t.equal(parseHttpUrl('HTTPS://Yerth.com/x')?.href, 'https://yerth.com/x', 'the parsed address, normalised')
})
