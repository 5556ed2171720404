import t from 'tap'
import Fastify from 'fastify'
import { RouteTable, ROUTER_OPTIONS } from './route-table.ts'

t.test("the mirror's memo answers as the router does, follows new routes and stays bounded", async (t) => {
  const app = Fastify({ routerOptions: { ...ROUTER_OPTIONS } })
  t.teardown(() => app.close())
  const table = new RouteTable()
  table.attach(app)
  app.get('/journal/*', () => 'any')
  t.equal(table.match('GET', '/journal/blogs')?.url, '/journal/*')
  t.equal(table.match('GET', '/journal/blogs')?.url, '/journal/*', 'the same again, from the memo')
  t.equal(table.match('POST', '/journal/blogs'), undefined, 'by method too')
  t.equal(table.match('GET', '/press'), undefined)
  app.get('/press', () => 'press')
  t.equal(table.match('GET', '/press')?.url, '/press', 'a route added later is matched, not the remembered miss')
  t.equal(table.match('GET', '/journal/%zz?x'), table.match('GET', '/journal/%zz?x'))
  const limit = RouteTable.MEMO_SIZE
  let matched = 0
  for (let i = 0; i < limit * 3; i++) if (table.match('GET', `/journal/${i}`)?.url === '/journal/*') matched++
  t.equal(matched, limit * 3, 'every address matched while the memo was emptied and filled again')
  const memo = (table as unknown as { memo: Map<string, unknown> }).memo
  t.ok(memo.size <= limit, 'never more addresses than MEMO_SIZE')
  memo.clear()
  const long = `/journal/${'x'.repeat(RouteTable.MEMO_URL_LENGTH)}`
  t.equal(table.match('GET', long)?.url, '/journal/*', 'a long address is matched')
  t.equal(memo.size, 0, 'but not remembered')
})
