/** Pages of blocks: the seven managed pages and those editors create (admin-area §5 Website Pages). */
import { defineContentType } from './define.ts'

export const PAGES = defineContentType({
  type: 'pages',
  table: 'pages',
  noun: 'page',
  label: 'Page',
  plural: 'Pages',
  auditAs: 'page',
  permissions: { read: 'pages:read', write: 'pages:edit' },
  manager: { screen: 'Website Pages', path: '/pages', icon: 'pages' },
  versions: {
    labels: {
      content_json: 'blocks',
      meta_title: 'meta title',
      meta_description: 'meta description',
      meta_keywords: 'meta keywords',
      canonical_url: 'canonical URL',
      social_image: 'social image',
      social_title: 'social title',
      social_description: 'social description',
      is_published: 'published',
      publish_at: 'publish date',
    },
    publishing: ['is_published', 'publish_at'],
  },
  usesImages: true,
  bulk: [],
})
