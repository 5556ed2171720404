/**
 * Media kit items as a collection (admin-area §2 Media Manager, §3 Media kit item, §5, §7): search,
 * the list with each file's type, size, item count and download count, and the form that uploads the file
 * or takes its address. Drawn by the shared pieces in collections/.
 */
import type { MediaKitBody, MediaKitItem } from '../../../../shared/api/media-kit.ts'
import { mediaKitApi } from '../../api/endpoints.ts'
import { bulkCall, deleteAction } from '../../collections/bulkActions.ts'
import type { Collection } from '../../collections/types.ts'
import { unwrap } from '../../collections/unwrap.ts'
import { Icon } from '../../components/Icon.tsx'
import { formatDate } from '../../lib/dates.ts'
import { KitFileField } from './KitFileField.tsx'
import { emptyMediaKitForm, FILE_TYPES, MEDIA_KIT_SAVE_FAILED, mediaKitCheck, mediaKitFormOf, mediaKitInputOf, mediaSaveError, NETWORK_ERROR, type MediaKitForm } from './mediaForms.ts'

export const DELETE_KIT_QUESTION = 'Are you sure you want to delete this media kit item?'
export const DELETE_KIT_FAILED = 'Failed to delete media kit item'

const downloads = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'download' : 'downloads'}`

export const mediaKitCollection: Collection<MediaKitItem, MediaKitForm, MediaKitBody> = {
  key: 'media-kit',
  // The file field is the console's own (KitFileField): its value is named here for the History panel.
  history: { labels: { file_url: 'File' } },
  noun: { one: 'media kit item', many: 'media kit items' },
  drafts: { kind: 'media-kit', noun: 'media kit item', label: (values) => values.title.trim(), subjectNew: 'a new media kit item', subjectEdit: 'this media kit item' },
  icon: 'media',
  label: 'Media kit items',
  api: {
    list: async (q) => {
      const response = await mediaKitApi.list({ search: q.search, limit: q.limit, offset: q.offset })
      return response.ok ? { ...response, data: { items: response.data.items, total: response.data.total } } : response
    },
    create: (body) => unwrap(mediaKitApi.create(body), 'item'),
    update: (id, body) => unwrap(mediaKitApi.update(id, body), 'item'),
    remove: mediaKitApi.remove,
  },
  search: { label: 'Search media kit items by title or description', placeholder: 'Search by title or description…' },
  filters: [],
  tableClassName: 'kit-table',
  columns: [
    {
      header: 'Item',
      className: 'content-title-cell',
      cell: (item) => (
        <div className="content-title-wrap">
          <span className={`file-badge file-badge-${item.file_type.toLowerCase()}`} title={`${item.file_type} file`}>
            {item.file_type}
          </span>
          <span className="content-title-text">
            <span className="content-title">{item.title}</span>
            {item.description && <span className="content-slug content-description">{item.description}</span>}
          </span>
        </div>
      ),
    },
    { header: 'Size', className: 'nowrap', cell: (item) => item.file_size || <span className="muted">—</span> },
    { header: 'Items', className: 'nowrap', cell: (item) => item.item_count || <span className="muted">—</span> },
    {
      header: 'Downloads',
      className: 'nowrap numeric',
      cell: (item) => (
        <span className="download-count" title={downloads(item.download_count)}>
          <Icon name="arrowDown" size={14} />
          {item.download_count.toLocaleString()}
        </span>
      ),
    },
    { header: 'Updated', className: 'nowrap', cell: (item) => formatDate(item.updated_at) },
  ],
  rowLinks: (item) => (
    <a className="icon-button" href={item.file_url} target="_blank" rel="noopener noreferrer" aria-label={`Open the file of ${item.title} (opens in a new tab)`} title="Open the file">
      <Icon name="external" size={18} />
    </a>
  ),
  itemName: (item) => item.title,
  form: {
    empty: emptyMediaKitForm,
    of: mediaKitFormOf,
    body: mediaKitInputOf,
    check: mediaKitCheck,
    saveError: (response) => mediaSaveError(response, MEDIA_KIT_SAVE_FAILED),
    main: [
      { kind: 'text', key: 'title', label: 'Title', required: true, maxLength: 200, variant: 'title', hint: 'Shown on the media kit card, e.g. “Brand logos”.' },
      { kind: 'textarea', key: 'description', label: 'Description', rows: 4, maxLength: 2000, hint: 'Optional. One or two sentences about what is inside.' },
      { kind: 'custom', key: 'file', render: (field) => <KitFileField field={field} /> },
    ],
    side: [
      {
        title: 'Details',
        fields: [
          { kind: 'select', key: 'file_type', label: 'File type', required: true, placeholder: 'Choose a type…', options: FILE_TYPES.map((t) => ({ value: t, label: t })), hint: 'Set by the upload; choose it for a file kept elsewhere.' },
          { kind: 'text', key: 'file_size', label: 'File size', maxLength: 50, placeholder: 'e.g. 12 MB', hint: 'Optional. Shown on the card; set by the upload.' },
          { kind: 'text', key: 'item_count', label: 'Item count', maxLength: 50, placeholder: 'e.g. 24 files', hint: 'Optional. How many pieces the download holds.' },
        ],
      },
    ],
    labels: {
      newTitle: 'Add Media Kit Item',
      editTitle: 'Edit Media Kit Item',
      description: 'Fields marked * are required. The item is saved only when you press the save button.',
      loading: 'Loading the item…',
      loadFailed: 'This media kit item could not be loaded. Close this window and try again.',
      create: 'Add Item',
      networkError: NETWORK_ERROR,
      what: 'the media kit item',
    },
  },
  bulk: {
    actions: [deleteAction({ one: 'media kit item', many: 'media kit items' })],
    run: bulkCall('/api/cms/media-kit/bulk'),
  },
  messages: {
    add: 'Add Media Kit Item',
    deleteQuestion: DELETE_KIT_QUESTION,
    deleteFailed: DELETE_KIT_FAILED,
    deleted: (item) => `Media kit item “${item.title}” deleted.`,
    saved: (item, created) => `“${item.title}” ${created ? 'added to the media kit' : 'saved'}.`,
    viewOnly: 'Your role can read the media kit and press highlights here. Editors and admins add, edit and delete them.',
  },
}
