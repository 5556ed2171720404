/** Press highlights: coverage of Yerth with a page of their own at /press/<slug> (admin-area §3 Media Manager). */
import { PRESS_BULK_ACTIONS } from '../api/bulk.ts'
import { defineContentType } from './define.ts'

export const PRESS_HIGHLIGHTS = defineContentType({
  type: 'press-highlights',
  table: 'press_highlights',
  noun: 'press highlight',
  label: 'Press highlight',
  plural: 'Press highlights',
  auditAs: 'press_highlight',
  permissions: { read: 'console:read', write: 'content:write' },
  manager: { screen: 'Media Manager', path: '/media', icon: 'megaphone', collection: 'press' },
  versions: {
    labels: {
      title: 'title',
      slug: 'slug',
      description: 'description',
      content: 'content',
      featured_image: 'featured image',
      external_url: 'external link',
      status: 'status',
      publish_date: 'publish date',
    },
    publishing: ['status', 'publish_date'],
  },
  usesImages: true,
  bulk: PRESS_BULK_ACTIONS,
})
