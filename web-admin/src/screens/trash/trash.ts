/**
 * The Trash screen's words and rules (issue 18), pure so they are tested without a browser: the type
 * labels and where each type is managed, the type filter, a page of the list as the shared list
 * pieces take it, the outcome lines, and why a role may not change anything here.
 */
import type { ApiResponse } from '../../api/client.ts'
import { trashApi, type RevisionType, type TrashItem } from '../../api/revisions.ts'
import type { ListFilter, ListPage, ListQuery } from '../../collections/types.ts'
import { isIconName, type IconName } from '../../components/Icon.tsx'
import { TRASH_KEEP_DAYS, VERSIONED_TYPES } from '../../../../shared/api/revisions.ts'
import { declaredType } from '../../../../shared/content-types/index.ts'
import { roleLabel } from '../../../../shared/roles.ts'

export const TRASH_DAYS = TRASH_KEEP_DAYS

/** Each versioned type's label, icon and manager, as its declaration gives them (shared/content-types/). */
export const TYPE_INFO = Object.fromEntries(
  VERSIONED_TYPES.map((type) => {
    const { label, manager } = declaredType(type)
    return [type, { label, icon: isIconName(manager.icon) ? manager.icon : 'trash', screen: manager.screen, path: manager.path }]
  }),
) as Record<RevisionType, { label: string; icon: IconName; screen: string; path: string }>

export const typeLabel = (type: string) => TYPE_INFO[type as RevisionType]?.label ?? type

export const TYPE_FILTER: ListFilter = {
  key: 'type',
  label: 'Type',
  options: [
    { value: 'all', label: 'All types' },
    ...VERSIONED_TYPES.map((type) => ({ value: type, label: declaredType(type).plural })),
  ],
}

/** A page of the Trash as the shared list pieces take it (useCollectionList pages by offset; the API by page number). */
export async function loadTrash(q: ListQuery): Promise<ApiResponse<ListPage<TrashItem>>> {
  const type = q.filters.type as RevisionType | 'all' | undefined
  const response = await trashApi.list({ type, search: q.search, page: Math.floor(q.offset / q.limit) + 1 })
  return response.ok ? { ...response, data: { items: response.data.items, total: response.data.total } } : response
}

export const itemName = (item: Pick<TrashItem, 'title'>) => item.title.trim() || 'Untitled'

/** "in 12 days", "tomorrow", "today": how long until an item is deleted for good. */
export function purgeIn(purgeAt: string, now = Date.now()): string {
  const days = Math.ceil((Date.parse(purgeAt) - now) / 86_400_000)
  if (Number.isNaN(days)) return ''
  if (days <= 0) return 'today'
  if (days === 1) return 'tomorrow'
  return `in ${days} days`
}

export const restoredText = (title: string, type: RevisionType) => `“${title || 'Untitled'}” is back in the ${TYPE_INFO[type]?.screen ?? 'console'}.`
export const purgedText = (item: TrashItem) => `“${itemName(item)}” was deleted for good.`
export const purgeQuestion = (item: TrashItem) => ({
  title: `Delete “${itemName(item)}” forever?`,
  description: `The ${typeLabel(item.type).toLowerCase()} and all its saved versions are removed for good. This cannot be undone.`,
})
export const RESTORE_FAILED = 'The item could not be restored. Please try again.'
export const PURGE_FAILED = 'The item could not be deleted. Please try again.'
/**
 * Why a role sees no Restore or Delete forever (issue 29: the screen says why, in words). Both need
 * content:write on the server (modules/revisions/routes.ts), which viewers do not have.
 */
export const viewOnlyText = (role: string | undefined) =>
  `You are signed in as ${role ? `a ${roleLabel(role)}` : 'a viewer'}, a role that can look at the Trash but not change it: restoring items and deleting them for good need the Editor role or above, so nothing is lost by mistake. Ask an admin if you need to restore something.`
