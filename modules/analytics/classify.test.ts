/** Device, source, page and day of a view (pure). */
import t from 'tap'
import { isbot } from 'isbot'
import { addDays, deviceOf, DIRECT, hostOf, OTHER, pageOf, sourceOf, utcDay } from './classify.ts'
import { DESKTOP_UA, PHONE_UA, TABLET_UA } from './testing.ts'

t.test('device type from the user agent', async (t) => {
  t.equal(deviceOf(DESKTOP_UA), 'desktop')
  t.equal(deviceOf(PHONE_UA), 'mobile')
  t.equal(deviceOf(TABLET_UA), 'tablet')
  t.equal(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'), 'mobile')
  t.equal(deviceOf('Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'), 'tablet', 'Android without "Mobile" is a tablet')
  t.equal(deviceOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'), 'desktop')
  t.equal(deviceOf(''), 'desktop')
})

t.test('bots are recognised by the maintained list', async (t) => {
  for (const ua of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'curl/8.5.0', 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 Chrome-Lighthouse']) {
    t.ok(isbot(ua), ua)
  }
  t.notOk(isbot(DESKTOP_UA))
  t.notOk(isbot(PHONE_UA))
})

t.test('the source is the referrer host; none, unreadable or our own is Direct', async (t) => {
  const own = ['yerth.example']
  t.equal(sourceOf('https://www.news.example.com/story?id=3#x', own), 'news.example.com')
  t.equal(sourceOf('http://LinkedIn.com/feed/', own), 'linkedin.com')
  t.equal(sourceOf('', own), DIRECT)
  t.equal(sourceOf(undefined, own), DIRECT)
  t.equal(sourceOf('not a url', own), DIRECT)
  t.equal(sourceOf('android-app://com.slack/', own), DIRECT)
  t.equal(sourceOf('https://yerth.example/journal', own), DIRECT)
  t.equal(sourceOf('https://www.yerth.example/', own), DIRECT)
  // Only real host names are sources; anything else is "Other".
  t.equal(sourceOf('http://localhost:5173/', own), 'localhost')
  t.equal(sourceOf('https://xn--bcher-kva.example/', own), 'xn--bcher-kva.example')
  t.equal(sourceOf('https://t.co/abc', own), 't.co')
  t.equal(sourceOf('http://203.0.113.9/', own), OTHER, 'an IP address')
  t.equal(sourceOf('http://[2001:db8::1]/', own), OTHER)
  t.equal(sourceOf('http://intranet/', own), OTHER, 'no dot')
  t.equal(sourceOf('https://call_now.example/', own), OTHER, 'underscore')
  t.equal(sourceOf(`https://${'a'.repeat(95)}.example/`, own), OTHER, 'too long')
  t.equal(sourceOf('https://-bad-.example/', own), OTHER)
  t.equal(sourceOf('https://call-1-555-0100.example/', own), 'call-1-555-0100.example', 'a real name is kept (the per-address cap limits these)')
  t.equal(hostOf('localhost:3000'), 'localhost')
  t.equal(hostOf('https://yerth.example'), 'yerth.example')
  t.equal(hostOf(undefined), null)
})

t.test('the page is the path without query or fragment; the console and the API are not pages', async (t) => {
  t.equal(pageOf('/journal/blogs?category=News&page=2'), '/journal/blogs')
  t.equal(pageOf('/about#team'), '/about')
  t.equal(pageOf('/about/'), '/about')
  t.equal(pageOf('/'), '/')
  t.equal(pageOf('/?utm_source=x'), '/')
  t.equal(pageOf('//evil.example/x'), null)
  t.equal(pageOf('journal'), null)
  t.equal(pageOf('/admin/dashboard'), null)
  t.equal(pageOf('/api/public/blogs'), null)
  t.equal(pageOf('/administer'), '/administer', 'only the console itself is excluded')
})

t.test('UTC days', async (t) => {
  t.equal(utcDay(Date.parse('2026-03-10T23:59:59.999Z')), '2026-03-10')
  t.equal(utcDay(Date.parse('2026-03-11T00:00:00Z')), '2026-03-11')
  t.equal(addDays('2026-03-01', -1), '2026-02-28')
  t.equal(addDays('2024-02-28', 1), '2024-02-29')
  t.equal(addDays('2026-12-31', 1), '2027-01-01')
})
