import t from 'tap'
import { PageCache } from './page-cache.ts'

t.test('page cache: bounded, least recently used out first, entries expire', async (t) => {
  const cache = new PageCache(2, 1000)
  cache.set('a', 200, 'A', 0)
  cache.set('b', 404, 'B', 0)
  t.equal(cache.get('a', 10)?.html, 'A', 'a is now the most recent')
  cache.set('c', 200, 'C', 10)
  t.equal(cache.size, 2)
  t.equal(cache.get('b', 10), undefined, 'b was the least recently used')
  t.equal(cache.get('c', 10)?.status, 200)
  t.equal(cache.get('a', 2000), undefined, 'expired')
  cache.clear()
  t.equal(cache.size, 0)
})
