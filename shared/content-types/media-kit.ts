/** Media kit items: the downloadable files of the Media page (admin-area §3 Media Manager). */
import { MEDIA_KIT_BULK_ACTIONS } from '../api/bulk.ts'
import { defineContentType } from './define.ts'

export const MEDIA_KIT = defineContentType({
  type: 'media-kit',
  table: 'media_kit_items',
  noun: 'media kit item',
  label: 'Media kit item',
  plural: 'Media kit items',
  auditAs: 'media_kit_item',
  permissions: { read: 'console:read', write: 'content:write' },
  manager: { screen: 'Media Manager', path: '/media', icon: 'media', collection: 'media-kit' },
  versions: {
    labels: { title: 'title', description: 'description', file_type: 'file type', file_url: 'file', file_size: 'file size', item_count: 'item count' },
    // A kit item is always shown: nothing about its visibility to keep.
    publishing: [],
  },
  usesImages: true,
  bulk: MEDIA_KIT_BULK_ACTIONS,
})
