/** Blog posts (admin-area §3 Blog Manager; public-site §2 Blog list and detail). */
import { POST_BULK_ACTIONS } from '../api/bulk.ts'
import { defineContentType } from './define.ts'

export const BLOGS = defineContentType({
  type: 'blogs',
  table: 'blogs',
  noun: 'post',
  label: 'Blog post',
  plural: 'Blog posts',
  auditAs: 'blog',
  permissions: { read: 'console:read', write: 'content:write' },
  manager: { screen: 'Blog Manager', path: '/blogs', icon: 'blog', collection: 'blogs' },
  versions: {
    labels: {
      title: 'title',
      slug: 'slug',
      content: 'content',
      category: 'category',
      author_name: 'author',
      featured_image: 'featured image',
      tags: 'tags',
      meta_title: 'meta title',
      meta_description: 'meta description',
      meta_keywords: 'meta keywords',
      status: 'status',
      publish_date: 'publish date',
    },
    publishing: ['status', 'publish_date'],
  },
  usesImages: true,
  bulk: POST_BULK_ACTIONS,
})
