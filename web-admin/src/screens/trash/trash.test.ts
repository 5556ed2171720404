/**
 * The content-type registry (shared/content-types/) is what the console's Trash, History and media
 * library read: every declared type shows with its own label, icon and manager, is offered in the
 * Trash's filter, and its collection's history is kept under it. A type added to the registry
 * appears in all of them with no other change.
 */
import t from 'tap'
import { CONTENT_TYPES } from '../../../../shared/content-types/index.ts'
import { PUBLISHING_KEYS, VERSIONED_TYPES } from '../../../../shared/api/revisions.ts'
import { USAGE_TYPE_LABELS } from '../../../../shared/api/media-library.ts'
import { isIconName } from '../../components/Icon.tsx'
import { TYPE_FILTER, TYPE_INFO, typeLabel } from './trash.ts'

t.test('each declared type is named once, by a console icon, with what it keeps', async (t) => {
  t.equal(new Set(CONTENT_TYPES.map((d) => d.type)).size, CONTENT_TYPES.length, 'API names are unique')
  t.equal(new Set(CONTENT_TYPES.map((d) => d.table)).size, CONTENT_TYPES.length, 'tables are unique')
  for (const d of CONTENT_TYPES) {
    t.ok(isIconName(d.manager.icon), `${d.type}: "${d.manager.icon}" is an icon of the console`)
    t.ok(d.manager.path.startsWith('/'), `${d.type}: its manager has a console address`)
    if (!d.versions) continue
    for (const key of d.versions.publishing) t.ok(key in d.versions.labels, `${d.type}: publishing field ${key} has a label`)
    t.same(PUBLISHING_KEYS[d.type as keyof typeof PUBLISHING_KEYS], d.versions.publishing)
  }
})

t.test('the Trash, its filter and the media library read the registry', async (t) => {
  t.same(VERSIONED_TYPES, CONTENT_TYPES.filter((d) => d.versions).map((d) => d.type))
  for (const d of CONTENT_TYPES.filter((d) => d.versions)) {
    t.same(TYPE_INFO[d.type as keyof typeof TYPE_INFO], { label: d.label, icon: d.manager.icon, screen: d.manager.screen, path: d.manager.path })
    t.ok(TYPE_FILTER.options.some((o) => o.value === d.type && o.label === d.plural), `${d.type} is offered in the filter as "${d.plural}"`)
  }
  t.equal(TYPE_FILTER.options[0].value, 'all')
  t.equal(TYPE_FILTER.options.length, VERSIONED_TYPES.length + 1)
  t.equal(typeLabel('press-highlights'), 'Press highlight')
  t.equal(typeLabel('a-type-since-removed'), 'a-type-since-removed', 'a stored row of an unknown type still shows')
  for (const d of CONTENT_TYPES.filter((d) => d.usesImages)) t.equal(USAGE_TYPE_LABELS[d.type as keyof typeof USAGE_TYPE_LABELS], d.label)
  t.equal(USAGE_TYPE_LABELS.trash, 'Trashed item')
})
