/** Vlogs: video posts linking to YouTube (admin-area §3 Vlog Manager; public-site §2 Vlog list). */
import { POST_BULK_ACTIONS } from '../api/bulk.ts'
import { defineContentType } from './define.ts'

export const VLOGS = defineContentType({
  type: 'vlogs',
  table: 'vlogs',
  noun: 'vlog',
  label: 'Vlog',
  plural: 'Vlogs',
  auditAs: 'vlog',
  permissions: { read: 'console:read', write: 'content:write' },
  manager: { screen: 'Vlog Manager', path: '/vlogs', icon: 'vlog', collection: 'vlogs' },
  versions: {
    labels: {
      title: 'title',
      slug: 'slug',
      youtube_url: 'YouTube link',
      thumbnail: 'thumbnail',
      category: 'category',
      description: 'description',
      meta_title: 'meta title',
      meta_description: 'meta description',
      meta_keywords: 'meta keywords',
      status: 'status',
      publish_date: 'publish date',
      author_name: 'author',
    },
    publishing: ['status', 'publish_date'],
    itemKeys: { thumbnail: 'thumbnail_url' },
  },
  usesImages: true,
  bulk: POST_BULK_ACTIONS,
})
