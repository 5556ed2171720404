/** What the library screens say about an image (library.ts) and how a refused delete is read. */
import t from 'tap'
import { dimensions, formatBytes, formatOf, imageName, LIBRARY_TEXT, usageLabel, usageSummary } from './library.ts'
import { usesOfRefusal } from './libraryApi.ts'

t.test('sizes, formats and names', async (t) => {
  t.equal(formatBytes(900), '900 bytes')
  t.equal(formatBytes(48_200), '47 KB')
  t.equal(formatBytes(2_400_000), '2.3 MB')
  t.equal(formatBytes(-1), '—')
  t.equal(dimensions({ width: 1200, height: 600 }), '1200 × 600')
  t.equal(formatOf({ url: `/media/images/${'a'.repeat(64)}.jpg` }), 'JPG')
  t.equal(imageName({ alt: ' A rider ', filename: 'x.png' }), 'A rider')
  t.equal(imageName({ alt: '', filename: 'x.png' }), 'x.png')
  t.equal(imageName({ alt: '', filename: '' }), 'Untitled image')
})

t.test('where an image is used', async (t) => {
  t.equal(usageLabel({ type: 'press-highlights' }), 'Press highlight')
  t.equal(usageLabel({ type: 'something-new' }), 'something-new', 'a type the console does not know yet is named as it is')
  t.equal(usageSummary([]), 'Not used anywhere')
  t.equal(usageSummary([{ type: 'blogs', id: 1, title: 'Launch day' }]), 'Used in Blog post “Launch day”')
  t.equal(usageSummary([{ type: 'blogs', id: 1, title: 'a' }, { type: 'pages', id: 2, title: 'b' }]), 'Used in 2 places')
  t.same(usesOfRefusal({ error: 'x', used_in: [{ type: 'pages', id: 2, title: 'b' }] }), [{ type: 'pages', id: 2, title: 'b' }])
  t.equal(usesOfRefusal({ error: 'x' }), null)
  t.equal(usesOfRefusal(null), null)
})

t.test('an image in use is refused in words naming the places, before any question (issue 29)', async (t) => {
  const image = { alt: 'A red panel', filename: 'red.png' }
  t.equal(
    LIBRARY_TEXT.inUse(image, [
      { type: 'blogs', id: 1, title: 'Launch day' },
      { type: 'pages', id: 2, title: 'Coast' },
    ]),
    '“A red panel” cannot be deleted: it is used in Blog post “Launch day”, Page “Coast”. Replace it there first, then delete it.',
  )
  t.match(LIBRARY_TEXT.altHint, /does not change the places already using it/, 'the upload dialog no longer promises that pages follow')
})
