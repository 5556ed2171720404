/**
 * /journal/blogs (public-site §2 Blog list): the journal list (JournalList.tsx) of articles, with a
 * swipe row of cards on phones; empty: 'No articles found'.
 */
import { Link } from 'react-router-dom'
import type { BlogListResponse } from '../../../../shared/api/journal.ts'
import { BlogCard } from '../../components/journal/BlogCard.tsx'
import { EmptyState } from '../../components/journal/EmptyState.tsx'
import { LIST_PAGE_SIZE, arrayField } from '../../lib/journal.ts'
import { BLOG_LIST_META } from '../../journal-meta.ts'
import { JournalList, type JournalListConfig } from './JournalList.tsx'

const PATH = '/journal/blogs'
type Blog = BlogListResponse['blogs'][number]

const emptyList = (offset = 0): BlogListResponse => ({ blogs: [], total: 0, limit: LIST_PAGE_SIZE, offset })

const BLOGS: JournalListConfig<Blog, BlogListResponse> = {
  path: PATH,
  kind: 'blogList',
  resource: 'blog',
  api: '/api/public/blogs',
  categoriesApi: '/api/public/blog-categories',
  authorsApi: '/api/public/blog-authors',
  toList(body, offset) {
    const blogs = arrayField<Blog>(body, 'blogs')
    const total = Number((body as { total?: unknown } | null)?.total)
    return { ...emptyList(offset), blogs, total: Number.isFinite(total) ? total : blogs.length }
  },
  emptyList,
  items: (list) => list.blogs,
  meta: BLOG_LIST_META,
  hero: {
    title: 'Blogs',
    lead: 'Field notes, design stories and ideas from the team building Hypermobility: electric, intelligent and inspired by the Earth.',
  },
  words: { section: 'Articles', search: 'Search articles', form: 'Find articles', loading: 'Loading articles…', one: 'article', many: 'articles', pages: 'Article pages', whole: 'the journal' },
  swipe: true,
  video: false,
  card: (blog, priority) => <BlogCard blog={blog} priority={priority} />,
  empty: (_list, filtered, page) => (
    <EmptyState
      title="No articles found"
      action={
        filtered || page > 1 ? (
          <Link to={PATH} className="btn btn-secondary" preventScrollReset>
            Show all articles
          </Link>
        ) : undefined
      }
    >
      {filtered ? 'Try a different search or fewer filters.' : 'New stories are on their way. Check back soon.'}
    </EmptyState>
  ),
}

export default function BlogList() {
  return <JournalList config={BLOGS} />
}
