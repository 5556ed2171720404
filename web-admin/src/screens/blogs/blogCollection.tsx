/**
 * Blog posts as a collection (admin-area §2 Blog Manager, §3, §5, §8): search by title, status filter
 * (all, published, scheduled, draft), the columns title with slug, category, author ("N/A" if empty),
 * status and created date, a link to the post on the website, the form with the rich-text editor,
 * and the categories. Drawn by the shared pieces in collections/.
 */
import type { BlogInput, CmsBlog } from '../../../../shared/api/journal.ts'
import { blogsApi, type ContentStatusFilter } from '../../api/endpoints.ts'
import { bulkCall, deleteAction, MOVE_TO_CATEGORY, PUBLISH, UNPUBLISH } from '../../collections/bulkActions.ts'
import type { Collection } from '../../collections/types.ts'
import { unwrap } from '../../collections/unwrap.ts'
import { Icon } from '../../components/Icon.tsx'
import { POST_STATUS_FILTER, savedAs } from '../../components/journal/postStatus.ts'
import { StateBadge } from '../../components/journal/StateBadge.tsx'
import { Thumb } from '../../components/journal/Thumb.tsx'
import { formatDate } from '../../lib/dates.ts'
import { blogCheck, blogFormOf, blogInputOf, blogSaveError, emptyBlogForm, NETWORK_ERROR, type BlogForm } from './blogForm.ts'

export const DELETE_BLOG_QUESTION = 'Are you sure you want to delete this blog?'
export const DELETE_BLOG_FAILED = 'Failed to delete blog'

export const blogCollection: Collection<CmsBlog, BlogForm, BlogInput> = {
  key: 'blogs',
  noun: { one: 'blog post', many: 'blog posts' },
  icon: 'blog',
  label: 'Blog posts',
  api: {
    list: async (q) => {
      const response = await blogsApi.list({ search: q.search, status: q.filters.status as ContentStatusFilter, limit: q.limit, offset: q.offset })
      return response.ok ? { ...response, data: { items: response.data.blogs, total: response.data.total } } : response
    },
    get: (id) => unwrap(blogsApi.get(id), 'blog'),
    create: (body) => unwrap(blogsApi.create(body), 'blog'),
    update: (id, body) => unwrap(blogsApi.update(id, body), 'blog'),
    remove: blogsApi.remove,
  },
  search: { label: 'Search by title', placeholder: 'Search by title…' },
  filters: [POST_STATUS_FILTER],
  columns: [
    {
      header: 'Title',
      className: 'content-title-cell',
      cell: (blog) => (
        <div className="content-title-wrap">
          {blog.featured_image ? (
            <Thumb className="content-thumb" src={blog.featured_image} />
          ) : (
            <span className="content-thumb content-thumb-empty" aria-hidden="true">
              <Icon name="image" size={18} />
            </span>
          )}
          <span className="content-title-text">
            <span className="content-title">{blog.title}</span>
            <span className="content-slug">{blog.slug}</span>
          </span>
        </div>
      ),
    },
    { header: 'Category', cell: (blog) => <span className="category-tag">{blog.category || '—'}</span> },
    { header: 'Author', cell: (blog) => (blog.author_name?.trim() ? blog.author_name : <span className="muted">N/A</span>) },
    { header: 'Status', cell: (blog) => <StateBadge state={blog.state} publishDate={blog.publish_date} /> },
    { header: 'Created', className: 'nowrap', cell: (blog) => formatDate(blog.created_at) },
  ],
  rowLinks: (blog) => (
    <a
      className="icon-button"
      href={`/journal/blogs/${blog.slug}`}
      target="_blank"
      rel="noopener"
      aria-label={`View ${blog.title} on the website (opens in a new tab)`}
      title={blog.state === 'published' ? 'View on the website' : 'Preview on the website'}
    >
      <Icon name="external" size={18} />
    </a>
  ),
  itemName: (blog) => blog.title,
  form: {
    empty: (me) => emptyBlogForm(me?.name ?? ''),
    of: blogFormOf,
    body: blogInputOf,
    check: blogCheck,
    saveError: blogSaveError,
    main: [
      { kind: 'text', key: 'title', label: 'Title', required: true, maxLength: 300, variant: 'title' },
      { kind: 'slug', key: 'slug', from: 'title', prefix: '/journal/blogs/' },
      { kind: 'richtext', key: 'content', label: 'Content', required: true },
    ],
    side: [
      { title: 'Publishing', fields: [{ kind: 'publishing', status: 'status', date: 'publish_date', noun: 'post' }] },
      {
        title: 'Details',
        fields: [
          { kind: 'category', key: 'category', label: 'Category', required: true },
          { kind: 'text', key: 'author_name', label: 'Author name', maxLength: 200, hint: 'Shown on the post. Leave empty to use your name.' },
          { kind: 'text', key: 'tags', label: 'Tags', maxLength: 1000, hint: 'Comma-separated, e.g. design, battery, city.' },
          { kind: 'image', key: 'featured_image', label: 'Featured image', nullable: true, previewAlt: 'Featured image preview', hint: "Shown on the post's card and at the top of the post." },
        ],
      },
      { title: 'Search engines', fields: [{ kind: 'seo', titleHint: "Leave empty to use the post's title.", descriptionHint: "Leave empty to use the post's opening." }] },
    ],
    labels: {
      newTitle: 'New Blog Post',
      editTitle: 'Edit Blog Post',
      description: 'Fields marked * are required. The post is saved only when you press the save button.',
      loading: 'Loading the post…',
      loadFailed: 'This blog post could not be loaded. Close this window and try again.',
      create: 'Create Post',
      networkError: NETWORK_ERROR,
      what: 'the blog',
    },
  },
  drafts: { kind: 'blog', noun: 'post', label: (values) => values.title.trim(), subjectNew: 'a new post', subjectEdit: 'this post' },
  categories: {
    api: { list: blogsApi.categories, create: blogsApi.addCategory, rename: blogsApi.renameCategory, remove: blogsApi.removeCategory },
    title: 'Blog categories',
    kind: 'blog',
    usedBy: (n) => `${n} ${n === 1 ? 'post' : 'posts'}`,
  },
  bulk: {
    actions: [PUBLISH, UNPUBLISH, MOVE_TO_CATEGORY, deleteAction({ one: 'blog post', many: 'blog posts' })],
    run: bulkCall('/api/cms/blogs/bulk'),
  },
  messages: {
    add: 'New Blog Post',
    deleteQuestion: DELETE_BLOG_QUESTION,
    deleteFailed: DELETE_BLOG_FAILED,
    deleted: (blog) => `Blog post “${blog.title}” deleted.`,
    saved: (blog, created) => `“${blog.title}” ${created ? 'created and ' : ''}${savedAs(blog.state)}.`,
    viewOnly: 'Your role can read blog posts here. Editors and admins create, edit and delete them.',
  },
}
