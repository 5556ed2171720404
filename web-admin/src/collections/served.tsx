/**
 * The console manager of every content type served from its fields (shared/content-types/served.ts),
 * derived from its declaration: the list (search, status filter, the declared columns, paging), the
 * form (each field drawn by its kind, the slug, publishing with scheduling, fields grouped in the
 * side column as declared), the client checks in the server's own words (FIELD_MESSAGES), browser
 * drafts, history and conflicts, the Trash and the bulk bar. A dateTime is typed as a local date
 * and time in the item's own time zone (an event in Lisbon is entered in Lisbon's time, wherever
 * the editor is).
 */
import { FIELD_MESSAGES, maxOf, STORAGE, type ContentField } from '../../../shared/content-types/fields.ts'
import { envelopeOf, fieldOf, type ServedContentType, type ServedItem } from '../../../shared/content-types/served.ts'
import { fromZonedInput, isTimeZone, toZonedInput } from '../../../shared/content-types/zoned-time.ts'
import { isHttpUrl } from '../../../shared/http-url.ts'
import { http, type ApiResponse } from '../api/client.ts'
import { listParams } from '../api/endpoints.ts'
import { Field } from '../components/Field.tsx'
import { Icon, isIconName } from '../components/Icon.tsx'
import { StateBadge } from '../components/journal/StateBadge.tsx'
import { POST_STATUS_FILTER, publishState, savedAs } from '../components/journal/postStatus.ts'
import { Thumb } from '../components/journal/Thumb.tsx'
import { formatDate, fromLocalInput, toLocalInput } from '../lib/dates.ts'
import { SIGN_IN_TO_SAVE } from '../lib/signIn.ts'
import { bulkCall, deleteAction, PUBLISH, UNPUBLISH } from './bulkActions.ts'
import type { Collection, FieldSpec, FormCheck } from './types.ts'

type Item = ServedItem & { version: number }
/** The form's values, all text: a yes/no as 'true' or '', a dateTime as a local "YYYY-MM-DDTHH:mm" in its zone. */
type Values = Record<string, string>
type Body = Record<string, unknown>

const NETWORK_ERROR = 'Network error. Please try again.'

/** The zone a dateTime field is read in: its zone field's value when that is a known zone, else UTC. */
const zoneOf = (field: ContentField, values: Values) => {
  const zone = field.zone ? String(values[field.zone] ?? '') : ''
  return isTimeZone(zone) ? zone : 'UTC'
}

/** The time zones an editor picks from: the runtime's list, the current value kept when it is not in it. */
function zoneOptions(current: string) {
  const zones: string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC']
  const all = current && !zones.includes(current) ? [current, ...zones] : zones
  return all.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))
}

/** The editor's own zone: the default of a new item's timeZone field. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

function emptyValues(t: ServedContentType): Values {
  const values: Values = { slug: '', status: 'draft', publish_date: '' }
  for (const f of t.served.fields) values[f.name] = f.kind === 'timeZone' ? localZone() : ''
  return values
}

function valuesOf(t: ServedContentType, item: Item): Values {
  const values: Values = { slug: item.slug, status: item.status, publish_date: toLocalInput(item.publish_date) }
  for (const f of t.served.fields) {
    const v = item[f.name]
    values[f.name] = STORAGE[f.kind] === 'flag' ? (v === true ? 'true' : '') : v === null || v === undefined ? '' : String(v)
  }
  for (const f of t.served.fields) if (f.kind === 'dateTime') values[f.name] = toZonedInput(item[f.name] as string | null, zoneOf(f, values))
  return values
}

function bodyOf(t: ServedContentType, values: Values): Body {
  const body: Body = { slug: String(values.slug ?? '').trim(), status: values.status, publish_date: fromLocalInput(String(values.publish_date ?? '')) }
  for (const f of t.served.fields) {
    const v = values[f.name]
    const storage = STORAGE[f.kind]
    if (storage === 'flag') body[f.name] = v === 'true'
    else if (storage === 'integer') body[f.name] = String(v).trim() === '' ? null : Number(v)
    else if (f.kind === 'dateTime') body[f.name] = String(v) ? fromZonedInput(String(v), zoneOf(f, values)) : null
    else if (storage === 'day') body[f.name] = String(v) || null
    else body[f.name] = f.kind === 'richText' ? String(v) : String(v).trim()
  }
  return body
}

/** The checks before anything is sent, in the server's words; the server checks everything again. */
function check(t: ServedContentType, values: Values, isEmpty: (key: string) => boolean): FormCheck<Values> {
  const problems: Record<string, string> = {}
  for (const f of t.served.fields) {
    const raw = values[f.name]
    const text = typeof raw === 'string' ? raw.trim() : ''
    const empty = f.kind === 'richText' ? isEmpty(f.name) : STORAGE[f.kind] !== 'flag' && !text
    if (empty) {
      if (f.required) problems[f.name] = FIELD_MESSAGES.required(f)
      continue
    }
    if (STORAGE[f.kind] === 'text' && f.kind !== 'richText' && text.length > maxOf(f)) problems[f.name] = FIELD_MESSAGES.tooLong(f)
    else if (f.kind === 'link' && !isHttpUrl(text, { noSpaces: true })) problems[f.name] = FIELD_MESSAGES.link(f)
    else if (f.kind === 'timeZone' && !isTimeZone(text)) problems[f.name] = FIELD_MESSAGES.timeZone(f)
    else if (f.kind === 'dateTime' && !fromZonedInput(text, zoneOf(f, values))) problems[f.name] = FIELD_MESSAGES.dateTime(f)
  }
  for (const f of t.served.fields) {
    if (!f.notBefore || problems[f.name]) continue
    const other = fieldOf(t, f.notBefore)!
    const mine = fromZonedInput(String(values[f.name] ?? ''), zoneOf(f, values))
    const theirs = fromZonedInput(String(values[other.name] ?? ''), zoneOf(other, values))
    if (mine && theirs && mine < theirs) problems[f.name] = FIELD_MESSAGES.notBefore(f, other)
  }
  const first = t.served.fields.map((f) => problems[f.name]).find(Boolean)
  return { problems, message: first ?? null }
}

/** A refused save: the server's words (its `details` are shown at their fields by the form dialog). */
function saveError(t: ServedContentType, response: ApiResponse<unknown>) {
  if (response.status === 401) return { message: SIGN_IN_TO_SAVE }
  const error = !response.ok && typeof response.data?.error === 'string' ? response.data.error.trim() : ''
  return { message: error || `Failed to save the ${t.noun}` }
}

/** One field of the form, by its kind. */
function fieldSpec(t: ServedContentType, f: ContentField, first: boolean): FieldSpec<Values>[] {
  const hint = f.hint
  switch (f.kind) {
    case 'shortText':
    case 'icon':
      return first
        ? [
            { kind: 'text', key: f.name, label: f.label, required: f.required, maxLength: maxOf(f), variant: 'title', hint },
            { kind: 'slug', key: 'slug', from: f.name, prefix: `${t.served.site.path}/` },
          ]
        : [{ kind: 'text', key: f.name, label: f.label, required: f.required, maxLength: maxOf(f), hint }]
    case 'longText':
      return [{ kind: 'textarea', key: f.name, label: f.label, required: f.required, maxLength: maxOf(f), rows: 3, hint }]
    case 'link':
    case 'video':
      return [{ kind: 'text', key: f.name, label: f.label, required: f.required, maxLength: maxOf(f), type: 'url', placeholder: 'https://', hint }]
    case 'richText':
      return [{ kind: 'richtext', key: f.name, label: f.label, required: f.required }]
    case 'image':
      return [{ kind: 'image', key: f.name, label: f.label, previewAlt: `${f.label} preview`, hint }]
    case 'select':
      return [{ kind: 'select', key: f.name, label: f.label, required: f.required, options: f.options ?? [], placeholder: 'Choose…', hint }]
    case 'timeZone':
      return [
        {
          kind: 'custom',
          key: f.name,
          render: (form) => (
            <Field label={f.label} required={f.required} error={form.problem(f.name)} hint={hint}>
              {(control) => (
                <select {...control} data-field={f.name} className="input" value={String(form.values[f.name] ?? '')} onChange={(e) => form.set(f.name, e.target.value)}>
                  {zoneOptions(String(form.values[f.name] ?? '')).map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ),
        },
      ]
    case 'dateTime':
    case 'date':
    case 'number':
      return [
        {
          kind: 'custom',
          key: f.name,
          render: (form) => (
            <Field label={f.label} required={f.required} error={form.problem(f.name)} hint={hint ?? (f.kind === 'dateTime' && f.zone ? `In the ${fieldOf(t, f.zone)?.label.toLowerCase() ?? 'time zone'} above.` : undefined)}>
              {(control) => (
                <input
                  {...control}
                  data-field={f.name}
                  className="input"
                  type={f.kind === 'dateTime' ? 'datetime-local' : f.kind === 'date' ? 'date' : 'number'}
                  min={f.kind === 'number' ? f.min : undefined}
                  max={f.kind === 'number' ? f.maxValue : undefined}
                  value={String(form.values[f.name] ?? '')}
                  onChange={(e) => form.set(f.name, e.target.value)}
                />
              )}
            </Field>
          ),
        },
      ]
    case 'boolean':
      return [
        {
          kind: 'custom',
          key: f.name,
          render: (form) => (
            <label className="check-row">
              <input type="checkbox" data-field={f.name} checked={form.values[f.name] === 'true'} onChange={(e) => form.set(f.name, e.target.checked ? 'true' : '')} />
              {f.label}
            </label>
          ),
        },
      ]
  }
}

/** A cell of the list for one declared column. */
function cellOf(t: ServedContentType, name: string, item: Item) {
  const f = fieldOf(t, name)
  const v = item[name]
  if (!f || v === null || v === undefined || v === '') return <span className="muted">—</span>
  if (f.kind === 'dateTime') {
    const zone = f.zone ? String(item[f.zone] ?? 'UTC') : 'UTC'
    const local = toZonedInput(String(v), zone)
    return (
      <span className="nowrap" title={zone}>
        {local.replace('T', ' ')}
      </span>
    )
  }
  if (f.kind === 'date') return formatDate(String(v))
  if (f.kind === 'boolean') return v === true ? 'Yes' : 'No'
  if (f.kind === 'select') return f.options?.find((o) => o.value === v)?.label ?? String(v)
  return String(v)
}

/** The collection of served type `t`: everything from its declaration. */
export function servedCollection(t: ServedContentType): Collection<Item, Values, Body> {
  const title = t.served.fields[0]
  const plural = t.plural.toLowerCase()
  const noun = { one: t.noun, many: plural }
  const base = `/api/cms/${t.type}`
  const icon = isIconName(t.manager.icon) ? t.manager.icon : 'pages'
  const image = t.served.fields.find((f) => f.kind === 'image')
  const [firstColumn, ...columns] = t.served.list.columns
  const main: FieldSpec<Values>[] = []
  const publishing: FieldSpec<Values> = { kind: 'publishing', status: 'status', date: 'publish_date', noun: t.noun, schedules: true }
  const groups = new Map<string, FieldSpec<Values>[]>([['Publishing', [publishing]]])
  t.served.fields.forEach((f, i) => {
    const specs = fieldSpec(t, f, i === 0)
    if (!f.group) main.push(...specs)
    else groups.set(f.group, [...(groups.get(f.group) ?? []), ...specs])
  })
  const nameOf = (item: Item) => String(item[title.name] ?? '')
  // The answers' envelopes in the type's words ({item}, or {highlight} for a type that kept an older API's).
  const names = envelopeOf(t)
  type One = Record<string, Item>
  const unwrapItem = async (call: Promise<ApiResponse<One>>): Promise<ApiResponse<Item>> => {
    const r = await call
    return r.ok ? { ...r, data: r.data[names.item] } : r
  }
  return {
    key: t.type,
    noun,
    icon,
    label: t.plural,
    drafts: { kind: `served-${t.type}`, noun: t.noun, label: (values) => String(values[title.name] ?? '').trim(), subjectNew: `a new ${t.noun}`, subjectEdit: `this ${t.noun}` },
    api: {
      list: async (q) => {
        const r = await http.get<Record<string, Item[]> & { total: number }>(`${base}?${listParams(q, { status: q.filters.status })}`)
        return r.ok ? { ...r, data: { items: r.data[names.items] ?? [], total: r.data.total } } : r
      },
      get: (id) => unwrapItem(http.get<One>(`${base}/${id}`)),
      create: (body) => unwrapItem(http.post<One>(base, body)),
      update: (id, body) => unwrapItem(http.put<One>(`${base}/${id}`, body)),
      remove: (id) => http.delete<{ success: boolean }>(`${base}/${id}`),
    },
    search: { label: `Search ${plural}`, placeholder: 'Search…' },
    filters: [POST_STATUS_FILTER],
    columns: [
      {
        header: fieldOf(t, firstColumn)?.label ?? 'Title',
        className: 'content-title-cell',
        cell: (item) => (
          <div className="content-title-wrap">
            {image && item[image.name] ? (
              <Thumb className="content-thumb" src={String(item[image.name])} />
            ) : (
              <span className="content-thumb content-thumb-empty" aria-hidden="true">
                <Icon name={icon} size={18} />
              </span>
            )}
            <span className="content-title-text">
              <span className="content-title">{String(item[firstColumn] ?? '')}</span>
              <span className="content-slug">
                {t.served.site.path}/{item.slug}
              </span>
            </span>
          </div>
        ),
      },
      ...columns.map((name) => ({ header: fieldOf(t, name)?.label ?? name, cell: (item: Item) => cellOf(t, name, item) })),
      { header: 'Status', cell: (item) => <StateBadge state={publishState(item)} publishDate={item.publish_date} /> },
    ],
    rowLinks: (item) => (
      <a className="icon-button" href={`${t.served.site.path}/${item.slug}`} target="_blank" rel="noopener noreferrer" aria-label={`Open ${nameOf(item)} on the website (opens in a new tab)`} title="Open on the website">
        <Icon name="external" size={18} />
      </a>
    ),
    itemName: nameOf,
    form: {
      empty: () => emptyValues(t),
      of: (item) => valuesOf(t, item),
      body: (values) => bodyOf(t, values),
      check: (values, isEmpty) => check(t, values, isEmpty as (key: string) => boolean),
      saveError: (response) => saveError(t, response),
      main,
      side: [...groups].map(([groupTitle, fields]) => ({ title: groupTitle, fields })),
      labels: {
        newTitle: `New ${t.label}`,
        editTitle: `Edit ${t.label}`,
        description: `Fields marked * are required. The ${t.noun} is saved only when you press the save button.`,
        loading: `Loading the ${t.noun}…`,
        loadFailed: `This ${t.noun} could not be loaded. Close this window and try again.`,
        create: `Create ${t.label}`,
        networkError: NETWORK_ERROR,
        what: `the ${t.noun}`,
      },
    },
    bulk: { actions: [PUBLISH, UNPUBLISH, deleteAction(noun)], run: bulkCall(`${base}/bulk`) },
    messages: {
      add: `New ${t.label}`,
      deleteQuestion: `Are you sure you want to delete this ${t.noun}?`,
      deleteFailed: `Failed to delete the ${t.noun}`,
      deleted: (item) => `${t.label} “${nameOf(item)}” moved to the Trash.`,
      saved: (item, created) => `“${nameOf(item)}” ${created ? 'created and ' : ''}${savedAs(publishState(item))}.`,
      viewOnly: `Your role can read ${plural} here. Editors and admins create, edit and delete them.`,
    },
  }
}
