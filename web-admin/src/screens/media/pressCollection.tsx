/**
 * Press highlights as a collection (admin-area §2 Media Manager, §3 Press highlight, §4, §5, §7):
 * search, status filter (published, scheduled, draft: as blogs), the list with where each highlight leads, status and publish date, and the
 * form with the rich-text editor, featured image and external link. A published highlight with a
 * future date stays off the website until then (the server's rule), shown as Scheduled.
 */
import type { PressBody, PressHighlight } from '../../../../shared/api/media-kit.ts'
import type { PostState } from '../../../../shared/api/journal.ts'
import { pressApi, type PressStatusFilter } from '../../api/endpoints.ts'
import { bulkCall, deleteAction, PUBLISH, UNPUBLISH } from '../../collections/bulkActions.ts'
import type { Collection } from '../../collections/types.ts'
import { unwrap } from '../../collections/unwrap.ts'
import { Icon } from '../../components/Icon.tsx'
import { StateBadge } from '../../components/journal/StateBadge.tsx'
import { POST_STATUS_FILTER, publishState, savedAs } from '../../components/journal/postStatus.ts'
import { Thumb } from '../../components/journal/Thumb.tsx'
import { formatDate } from '../../lib/dates.ts'
import { emptyPressForm, mediaSaveError, NETWORK_ERROR, PRESS_SAVE_FAILED, pressCheck, pressFormOf, pressInputOf, type PressForm } from './mediaForms.ts'

export const DELETE_PRESS_QUESTION = 'Are you sure you want to delete this press highlight?'
export const DELETE_PRESS_FAILED = 'Failed to delete press highlight'

/** Draft, Published, or Scheduled (published with a date still ahead). */
export const pressState = (highlight: Pick<PressHighlight, 'status' | 'publish_date'>, now = Date.now()): PostState => publishState(highlight, now)

function host(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}


export const pressCollection: Collection<PressHighlight, PressForm, PressBody> = {
  key: 'press',
  noun: { one: 'press highlight', many: 'press highlights' },
  drafts: { kind: 'press', noun: 'press highlight', label: (values) => values.title.trim(), subjectNew: 'a new press highlight', subjectEdit: 'this press highlight' },
  icon: 'megaphone',
  label: 'Press highlights',
  api: {
    list: async (q) => {
      const response = await pressApi.list({ search: q.search, status: q.filters.status as PressStatusFilter, limit: q.limit, offset: q.offset })
      return response.ok ? { ...response, data: { items: response.data.highlights, total: response.data.total } } : response
    },
    create: (body) => unwrap(pressApi.create(body), 'highlight'),
    update: (id, body) => unwrap(pressApi.update(id, body), 'highlight'),
    remove: pressApi.remove,
  },
  search: { label: 'Search press highlights by title', placeholder: 'Search by title…' },
  filters: [POST_STATUS_FILTER],
  columns: [
    {
      header: 'Title',
      className: 'content-title-cell',
      cell: (highlight) => (
        <div className="content-title-wrap">
          {highlight.featured_image ? (
            <Thumb className="content-thumb" src={highlight.featured_image} />
          ) : (
            <span className="content-thumb content-thumb-empty" aria-hidden="true">
              <Icon name="megaphone" size={18} />
            </span>
          )}
          <span className="content-title-text">
            <span className="content-title">{highlight.title}</span>
            {highlight.external_url ? (
              <span className="press-target" title={highlight.external_url}>
                <Icon name="external" size={13} />
                <span className="visually-hidden">Opens </span>
                {host(highlight.external_url)}
              </span>
            ) : (
              <span className="content-slug">/press/{highlight.slug}</span>
            )}
          </span>
        </div>
      ),
    },
    { header: 'Status', cell: (highlight) => <StateBadge state={pressState(highlight)} publishDate={highlight.publish_date} /> },
    { header: 'Published', className: 'nowrap', cell: (highlight) => (highlight.publish_date ? formatDate(highlight.publish_date) : <span className="muted">—</span>) },
    { header: 'Created', className: 'nowrap', cell: (highlight) => formatDate(highlight.created_at) },
  ],
  rowLinks: (highlight) => {
    const href = highlight.external_url || `/press/${highlight.slug}`
    const where = highlight.external_url ? 'the article' : 'the website'
    return (
      <a className="icon-button" href={href} target="_blank" rel="noopener noreferrer" aria-label={`Open ${highlight.title} on ${where} (opens in a new tab)`} title={`Open on ${where}`}>
        <Icon name="external" size={18} />
      </a>
    )
  },
  itemName: (highlight) => highlight.title,
  form: {
    empty: emptyPressForm,
    of: pressFormOf,
    body: pressInputOf,
    check: pressCheck,
    saveError: (response) => mediaSaveError(response, PRESS_SAVE_FAILED),
    main: [
      { kind: 'text', key: 'title', label: 'Title', required: true, maxLength: 300, variant: 'title' },
      { kind: 'slug', key: 'slug', from: 'title', prefix: '/press/' },
      { kind: 'textarea', key: 'description', label: 'Description', rows: 3, maxLength: 1000, hint: 'Optional. The short text shown in the press list.' },
      { kind: 'richtext', key: 'content', label: 'Content', required: true, placeholder: 'Write about the coverage…' },
    ],
    side: [
      { title: 'Publishing', fields: [{ kind: 'publishing', status: 'status', date: 'publish_date', noun: 'highlight' }] },
      {
        title: 'Link and image',
        fields: [
          {
            kind: 'text',
            key: 'external_url',
            label: 'External URL',
            type: 'url',
            maxLength: 2000,
            placeholder: 'https://',
            hint: 'Optional. The article this highlight opens in a new tab; without one it opens its own page.',
          },
          { kind: 'image', key: 'featured_image', label: 'Featured image', previewAlt: 'Featured image preview', hint: 'Optional. Shown with the highlight.' },
        ],
      },
    ],
    labels: {
      newTitle: 'Add Press Highlight',
      editTitle: 'Edit Press Highlight',
      description: 'Fields marked * are required. The highlight is saved only when you press the save button.',
      loading: 'Loading the highlight…',
      loadFailed: 'This press highlight could not be loaded. Close this window and try again.',
      create: 'Add Highlight',
      networkError: NETWORK_ERROR,
      what: 'the press highlight',
    },
  },
  bulk: {
    actions: [PUBLISH, UNPUBLISH, deleteAction({ one: 'press highlight', many: 'press highlights' })],
    run: bulkCall('/api/cms/press-highlights/bulk'),
  },
  messages: {
    add: 'Add Press Highlight',
    deleteQuestion: DELETE_PRESS_QUESTION,
    deleteFailed: DELETE_PRESS_FAILED,
    deleted: (highlight) => `Press highlight “${highlight.title}” deleted.`,
    saved: (highlight, created) => `“${highlight.title}” ${created ? 'added and ' : ''}${savedAs(pressState(highlight))}.`,
    viewOnly: 'Your role can read the media kit and press highlights here. Editors and admins add, edit and delete them.',
  },
}
