/**
 * Vlogs as a collection (admin-area §2 Vlog Manager, §3, §5, §8): the Blog Manager's pattern for
 * video posts, plus the video's thumbnail (the stored one, else the video's own) as the first
 * column, which is also the link that opens the video. The form checks the YouTube link with the
 * server's own rule and previews the video.
 */
import type { CmsVlog, VlogInput } from '../../../../shared/api/journal.ts'
import { youtubeId, youtubeThumbnail } from '../../../../shared/journal.ts'
import { vlogsApi, type ContentStatusFilter } from '../../api/endpoints.ts'
import { bulkCall, deleteAction, MOVE_TO_CATEGORY, PUBLISH, UNPUBLISH } from '../../collections/bulkActions.ts'
import type { Collection } from '../../collections/types.ts'
import { unwrap } from '../../collections/unwrap.ts'
import { Icon } from '../../components/Icon.tsx'
import { POST_STATUS_FILTER, savedAs } from '../../components/journal/postStatus.ts'
import { StateBadge } from '../../components/journal/StateBadge.tsx'
import { Thumb } from '../../components/journal/Thumb.tsx'
import { formatDate } from '../../lib/dates.ts'
import { emptyVlogForm, vlogCheck, vlogFormOf, vlogInputOf, vlogSaveError, type VlogForm } from './vlogForm.ts'

export const DELETE_VLOG_QUESTION = 'Are you sure you want to delete this vlog?'
export const DELETE_VLOG_FAILED = 'Failed to delete vlog'

function videoHint(values: VlogForm) {
  const id = youtubeId(values.youtube_url)
  if (!id) return 'A watch, youtu.be, embed or shorts link, e.g. https://www.youtube.com/watch?v=…'
  return (
    <span className="video-found">
      <Icon name="check" size={14} />
      Video found (id {id})
    </span>
  )
}

function videoPreview(values: VlogForm) {
  const id = youtubeId(values.youtube_url)
  if (!id) return null
  return (
    <a className="video-preview" href={`https://www.youtube.com/watch?v=${id}`} target="_blank" rel="noopener noreferrer">
      <img src={youtubeThumbnail(id)} alt="" />
      <span className="video-preview-play" aria-hidden="true">
        <Icon name="play" size={26} />
      </span>
      <span className="visually-hidden">Watch the video on YouTube (opens in a new tab)</span>
    </a>
  )
}

export const vlogCollection: Collection<CmsVlog, VlogForm, VlogInput> = {
  key: 'vlogs',
  noun: { one: 'vlog', many: 'vlogs' },
  icon: 'vlog',
  label: 'Vlogs',
  api: {
    list: async (q) => {
      const response = await vlogsApi.list({ search: q.search, status: q.filters.status as ContentStatusFilter, limit: q.limit, offset: q.offset })
      return response.ok ? { ...response, data: { items: response.data.vlogs, total: response.data.total } } : response
    },
    get: (id) => unwrap(vlogsApi.get(id), 'vlog'),
    create: (body) => unwrap(vlogsApi.create(body), 'vlog'),
    update: (id, body) => unwrap(vlogsApi.update(id, body), 'vlog'),
    remove: vlogsApi.remove,
  },
  search: { label: 'Search by title', placeholder: 'Search by title…' },
  filters: [POST_STATUS_FILTER],
  tableClassName: 'vlog-table',
  columns: [
    {
      header: 'Video',
      className: 'vlog-thumb-cell',
      cell: (vlog) => (
        <a className="vlog-thumb" href={vlog.youtube_url} target="_blank" rel="noopener noreferrer" title="Watch on YouTube">
          <Thumb className="vlog-thumb-img" src={vlog.thumbnail} />
          <span className="vlog-thumb-play" aria-hidden="true">
            <Icon name="play" size={18} />
          </span>
          <span className="visually-hidden">Watch {vlog.title} on YouTube (opens in a new tab)</span>
        </a>
      ),
    },
    {
      header: 'Title',
      className: 'content-title-cell',
      cell: (vlog) => (
        <span className="content-title-text">
          <span className="content-title">{vlog.title}</span>
          <span className="content-slug">{vlog.slug}</span>
        </span>
      ),
    },
    { header: 'Category', cell: (vlog) => <span className="category-tag">{vlog.category || '—'}</span> },
    { header: 'Author', cell: (vlog) => (vlog.author_name?.trim() ? vlog.author_name : <span className="muted">N/A</span>) },
    { header: 'Status', cell: (vlog) => <StateBadge state={vlog.state} publishDate={vlog.publish_date} /> },
    { header: 'Created', className: 'nowrap', cell: (vlog) => formatDate(vlog.created_at) },
  ],
  itemName: (vlog) => vlog.title,
  form: {
    empty: (me) => emptyVlogForm(me?.name ?? ''),
    of: vlogFormOf,
    body: vlogInputOf,
    check: vlogCheck,
    saveError: (response) => ({ message: vlogSaveError(response) }),
    main: [
      { kind: 'text', key: 'title', label: 'Title', required: true, maxLength: 200, variant: 'title' },
      { kind: 'slug', key: 'slug', from: 'title' },
      {
        kind: 'text',
        key: 'youtube_url',
        label: 'YouTube URL',
        required: true,
        type: 'url',
        maxLength: 2048,
        placeholder: 'https://www.youtube.com/watch?v=',
        hint: videoHint,
        after: videoPreview,
      },
      { kind: 'textarea', key: 'description', label: 'Description', rows: 6, maxLength: 5000, hint: 'A few sentences shown with the video on the website.' },
    ],
    side: [
      { title: 'Publishing', fields: [{ kind: 'publishing', status: 'status', date: 'publish_date', noun: 'vlog' }] },
      {
        title: 'Details',
        fields: [
          { kind: 'category', key: 'category', label: 'Category', required: true },
          { kind: 'text', key: 'author_name', label: 'Author name', maxLength: 200, hint: 'Leave empty to use your name.' },
        ],
      },
      {
        title: 'Thumbnail',
        fields: [
          {
            kind: 'image',
            key: 'thumbnail',
            label: 'Thumbnail image',
            previewAlt: 'Thumbnail preview',
            fallback: (values) => {
              const id = youtubeId(values.youtube_url)
              return id ? { src: youtubeThumbnail(id), caption: 'Using the video’s own thumbnail. Upload an image to replace it.' } : undefined
            },
          },
          { kind: 'text', key: 'thumbnail', label: 'Or an image address', type: 'url', maxLength: 2048, placeholder: 'https://', hint: 'Optional. Leave empty to use the video’s own thumbnail.' },
        ],
      },
      { title: 'Search engines', fields: [{ kind: 'seo', titleHint: "Leave empty to use the vlog's title.", descriptionHint: 'Describe the video in a sentence or two.' }] },
    ],
    labels: {
      newTitle: 'Add Vlog',
      editTitle: 'Edit Vlog',
      description: 'Fields marked * are required. The vlog is saved only when you press the save button.',
      loading: 'Loading the vlog…',
      loadFailed: 'This vlog could not be loaded. Close this window and try again.',
      create: 'Add Vlog',
      networkError: 'Network error. Please try again.',
      what: 'the vlog',
    },
  },
  drafts: { kind: 'vlog', noun: 'vlog', label: (values) => values.title.trim(), subjectNew: 'a new vlog', subjectEdit: 'this vlog' },
  categories: {
    api: { list: vlogsApi.categories, create: vlogsApi.addCategory, rename: vlogsApi.renameCategory, remove: vlogsApi.removeCategory },
    title: 'Vlog categories',
    kind: 'vlog',
    usedBy: (n) => `${n} ${n === 1 ? 'vlog' : 'vlogs'}`,
  },
  bulk: {
    actions: [PUBLISH, UNPUBLISH, MOVE_TO_CATEGORY, deleteAction({ one: 'vlog', many: 'vlogs' })],
    run: bulkCall('/api/cms/vlogs/bulk'),
  },
  messages: {
    add: 'Add Vlog',
    deleteQuestion: DELETE_VLOG_QUESTION,
    deleteFailed: DELETE_VLOG_FAILED,
    deleted: (vlog) => `Vlog “${vlog.title}” deleted.`,
    saved: (vlog, created) => `“${vlog.title}” ${created ? 'added and ' : ''}${savedAs(vlog.state)}.`,
    viewOnly: 'Your role can read vlogs here. Editors and admins add, edit and delete them.',
  },
}
