/**
 * Blog posts: the journal's articles (admin-area §2 Blog Manager, §3, §5, §7, §9; public-site §2
 * Blog list and detail, §3, §7, §9). Served from this declaration by the engine
 * (modules/content-types), with the API the spec gives them kept: `{blogs, total, limit, offset}`
 * from GET /api/public/blogs (search, category, author, sort, paging and `exclude` for related
 * posts), `{blog}` by slug, `{blog}` and `{blogs, total}` in the console, the categories at
 * /api/public/blog-categories and /api/cms/blog-categories, the authors at /api/public/blog-authors
 * and the journal's feed at /journal/rss.xml. The list and the post are the spec's own screens of the
 * journal (web-public/src/pages/journal, `ownScreens`); the Blog Manager is a hand-written console
 * collection with the ProseMirror editor (web-admin/src/screens/blogs).
 *
 * The public list reads a narrow index table of published posts (`index`: blogs_list, kept in step
 * by triggers, and its counts per category and author: migration 2026-11-23-03) and is cached in the
 * process until a change or the next scheduled post (QUALITY P4 at 10,000 posts).
 */
import { JOURNAL_MESSAGES } from '../api/journal.ts'
import { BRAND } from '../brand.ts'
import { excerptOf, plainText, readingTime } from '../journal.ts'
import { MAX_CONTENT_BYTES } from '../rich-text.ts'
import { servedContentType } from './served.ts'

/** The public list's page: 12 cards when not asked (the teaser and related blocks ask for 3), 50 at most. */
export const BLOG_PAGE = { default: 12, max: 50, maxOffset: 10_000 } as const

/** How much of a post's text feeds the search vector: far beyond any real post, well inside tsvector's 1 MB. */
export const SEARCH_TEXT_MAX = 100_000

export const BLOGS = servedContentType({
  type: 'blogs',
  table: 'blogs',
  noun: 'post',
  label: 'Blog post',
  plural: 'Blog posts',
  auditAs: 'blog',
  manager: {
    screen: 'Blog Manager',
    path: '/blogs',
    icon: 'blog',
    summary: 'Articles of the journal, at /journal/blogs, with their categories.',
    collection: 'blogs',
  },
  api: { item: 'blog', items: 'blogs' },
  // The spec's words for a post that is not there (public-site §2, §8).
  notFound: 'Blog not found',
  fields: [
    { name: 'title', label: 'Title', kind: 'shortText', required: true, max: 300 },
    {
      name: 'content',
      label: 'Content',
      kind: 'richText',
      required: true,
      detailOnly: true,
      // admin-area §5: "KB / 800KB max", measured as the editor sends it; the console adds its tips
      // to answers that say "too large" or "embedded images" (admin-area §7).
      max: MAX_CONTENT_BYTES,
      measure: 'bytes',
      messages: {
        tooLong: `Blog content is too large (max ${MAX_CONTENT_BYTES / 1024}KB). Pasted images make posts very large: upload them with the Image Upload feature instead.`,
        embeddedImage: 'Blog content contains embedded images (data: URLs). Upload images with the Image Upload feature and insert them by their URL instead.',
      },
    },
    { name: 'category', label: 'Category', kind: 'shortText', required: true, max: 100 },
    { name: 'author_name', label: 'Author', kind: 'shortText', max: 200, defaultsToAuthor: true },
    { name: 'featured_image', label: 'Featured image', kind: 'image', max: 2000, emptyIsNull: true },
    { name: 'tags', label: 'Tags', kind: 'shortText', max: 1000, commaList: true },
    { name: 'meta_title', label: 'Meta title', kind: 'shortText', max: 300, detailOnly: true },
    { name: 'meta_description', label: 'Meta description', kind: 'longText', max: 500, detailOnly: true },
    { name: 'meta_keywords', label: 'Meta keywords', kind: 'shortText', max: 500, detailOnly: true },
  ],
  slugFallback: 'post',
  requiredMessage: JOURNAL_MESSAGES.blogRequired,
  // Worked out at every save, so lists never parse HTML (public-site §9: 160-character excerpts, 200 words a minute).
  computed: {
    plain_text: { from: 'content', answer: false, value: (html) => plainText(html).slice(0, SEARCH_TEXT_MAX) },
    excerpt: { from: 'content', answer: 'text', value: (html) => excerptOf(html) },
    reading_time: { from: 'content', answer: 'integer', value: (html) => readingTime(html) },
  },
  categories: { field: 'category', table: 'blog_categories', path: 'blog-categories' },
  derived: {
    // When it went live: its publish date, else when it was created (the date shown and sorted by, public-site §3, §9).
    display_date: { answer: 'instant', value: (v) => v.publish_date ?? v.created_at },
  },
  list: { columns: ['title', 'category', 'status', 'publish_date'], search: ['title'] },
  site: {
    path: '/journal/blogs',
    ownScreens: true,
    article: true,
    intro: `Articles from the ${BRAND.name} journal. ${BRAND.tagline}.`,
    order: { field: 'published', direction: 'desc' },
    description: 'excerpt',
    image: 'featured_image',
    feed: { path: '/journal/rss.xml', title: `${BRAND.name} Journal`, guid: 'post', category: 'category', author: 'author_name' },
    related: { field: 'category', limit: 3 },
    paged: {
      ...BLOG_PAGE,
      search: 'search',
      filters: [
        { param: 'category', field: 'category' },
        { param: 'author', field: 'author_name' },
      ],
      facets: [{ path: 'blog-authors', key: 'authors', field: 'author_name' }],
      exclude: true,
      anyPublished: false,
      index: { table: 'blogs_list', counts: 'blogs_list_counts', language: 'english', titles: 'title_folded' },
      cached: true,
    },
  },
})
