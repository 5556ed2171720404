/** The SEO dialog's search-result preview: the brand added once, and cuts where a search engine cuts. */
import t from 'tap'
import { pageTitle } from '../../../../shared/brand.ts'
import { titleBeforeBrand } from '../../../../shared/pages/managed.ts'
import { cutForSearch, SEARCH_DESCRIPTION_CHARS, SEARCH_TITLE_CHARS } from './searchPreview.ts'

t.test('the title shown is the one the site sends: " | Yerth" added once', async (t) => {
  t.equal(pageTitle(titleBeforeBrand('about', 'About Us', '')), 'About Us | Yerth', 'empty: the page name')
  t.equal(pageTitle(titleBeforeBrand('about', 'About Us', 'About Us - Yerth')), 'About Us | Yerth', 'the stored default')
  t.equal(pageTitle(titleBeforeBrand('about', 'About Us', 'Our story | Yerth')), 'Our story | Yerth', 'a brand typed at the end is not doubled')
  t.equal(pageTitle(titleBeforeBrand('careers', 'Careers', 'Work with us')), 'Work with us | Yerth')
  t.equal(pageTitle(titleBeforeBrand('home', 'Home', '')), 'Yerth - Where Hypermobility Comes to Life', "Home keeps the site's title")
})

t.test('long titles and descriptions are cut at a word with an ellipsis', async (t) => {
  t.equal(cutForSearch('Short title', SEARCH_TITLE_CHARS), 'Short title')
  const long = 'Electric Hypermobility vehicles built for cities, coasts and everything in between | Yerth'
  const cut = cutForSearch(long, SEARCH_TITLE_CHARS)
  t.ok(cut.length <= SEARCH_TITLE_CHARS, cut)
  t.equal(cut, 'Electric Hypermobility vehicles built for cities, coasts…', 'at the last whole word')
  const description = 'word '.repeat(60)
  const cutDescription = cutForSearch(description, SEARCH_DESCRIPTION_CHARS)
  t.ok(cutDescription.length <= SEARCH_DESCRIPTION_CHARS)
  t.ok(cutDescription.endsWith('word…'))
  t.equal(cutForSearch('x'.repeat(200), SEARCH_TITLE_CHARS), `${'x'.repeat(59)}…`, 'one long word is cut inside it')
})
