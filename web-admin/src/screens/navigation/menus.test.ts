/** The Navigation screen's steps (menus.ts): nesting one level, bringing out, moving, ids, flags. */
import t from 'tap'
import { DEFAULT_NAVIGATION, navigationProblems } from '../../../../shared/navigation.ts'
import { addItem, canNest, freshId, menuText, moveItem, nestItem, removeItem, targetNote, unnestItem } from './menus.ts'

t.test('nest under the item above, one level; bring out after its parent', async (t) => {
  const doc = structuredClone(DEFAULT_NAVIGATION)
  t.notOk(canNest(doc, { menu: 'header' }, 0), 'the first item has nothing above it')
  t.notOk(canNest(doc, { menu: 'header' }, 2), 'an item with links under it stays at the top')
  t.ok(canNest(doc, { menu: 'header' }, 4), 'Media can go under HyperBuilt')
  const nested = nestItem(doc, 'header', 4)
  t.same(nested.header[3].children!.map((c) => c.label), ['Reality Series', 'Podcast Series', 'Media'])
  t.same(navigationProblems(nested), [], 'still a document the server takes')
  const out = unnestItem(nested, 'header', 3, 2)
  t.same(out.header.map((i) => i.label), DEFAULT_NAVIGATION.header.map((i) => i.label), 'back where it was')
  const emptied = unnestItem(unnestItem(doc, 'header', 2, 0), 'header', 2, 0)
  t.notOk('children' in emptied.header[2], 'an item whose last link came out has no children list')
})

t.test('add, move, remove; fresh ids; a link’s state in words; a menu as lines', async (t) => {
  const doc = structuredClone(DEFAULT_NAVIGATION)
  const id = freshId(doc)
  t.equal(id, 'item-1')
  const added = addItem(doc, { menu: 'footer', parent: 0 }, { id, label: 'Press', href: '/media' })
  t.equal(added.footer[0].children!.at(-1)!.label, 'Press')
  t.equal(freshId(added), 'item-2')
  t.same(moveItem(doc, { menu: 'header' }, 0, 2).header.slice(0, 3).map((i) => i.label), ['About Us', 'Journal', 'Home'])
  t.equal(removeItem(doc, { menu: 'header', parent: 2 }, 0).header[2].children!.length, 1)
  t.equal(targetNote({ state: 'live', href: '/about' }), null)
  t.match(targetNote({ state: 'unpublished', href: '/about' }), { tone: 'warning', text: /not published/ })
  t.match(targetNote({ state: 'redirected', href: '/about' }), { tone: 'info', text: 'Redirected: visitors are taken to /about.' })
  t.match(menuText(doc.header), /^Home → \/\nAbout Us → \/about\nJournal → \/journal\n {2}Blogs → \/journal\/blogs/)
})
