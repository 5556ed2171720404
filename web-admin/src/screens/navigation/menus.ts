/**
 * The Navigation screen's rules, pure so they are tested without a browser: the steps an editor
 * takes on a menu (add, remove, move, nest one level, bring out), and the words of a link's state.
 */
import type { ItemTarget, MenuItem, Navigation, NavigationProblem, NavigationResponse } from '../../../../shared/navigation.ts'
import { NAVIGATION_LIMITS } from '../../../../shared/navigation.ts'

export type MenuKey = 'header' | 'footer'

export type { NavigationResponse }

/** An id no item of `doc` has (`item-3`). */
export function freshId(doc: Navigation, stem = 'item'): string {
  const used = new Set<string>()
  const walk = (items: MenuItem[]) => items.forEach((i) => (used.add(i.id), i.children && walk(i.children)))
  walk(doc.header)
  walk(doc.footer)
  for (let n = 1; ; n++) if (!used.has(`${stem}-${n}`)) return `${stem}-${n}`
}

const moved = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item)
  return next
}

/** The list a step works on: a menu's top level, or the children of one of its items. */
export interface ListAt {
  menu: MenuKey
  /** The index of the parent item; absent for the top level. */
  parent?: number
}

export function listOf(doc: Navigation, at: ListAt): MenuItem[] {
  const top = doc[at.menu]
  return at.parent === undefined ? top : (top[at.parent]?.children ?? [])
}

function withList(doc: Navigation, at: ListAt, list: MenuItem[]): Navigation {
  if (at.parent === undefined) return { ...doc, [at.menu]: list }
  const top = doc[at.menu].map((item, i) => {
    if (i !== at.parent) return item
    const next: MenuItem = { ...item, children: list }
    if (!list.length) delete next.children
    return next
  })
  return { ...doc, [at.menu]: top }
}

export const moveItem = (doc: Navigation, at: ListAt, from: number, to: number) => withList(doc, at, moved(listOf(doc, at), from, to))
export const removeItem = (doc: Navigation, at: ListAt, index: number) => withList(doc, at, listOf(doc, at).filter((_, i) => i !== index))
export const changeItem = (doc: Navigation, at: ListAt, index: number, patch: Partial<Pick<MenuItem, 'label' | 'href'>>) =>
  withList(doc, at, listOf(doc, at).map((item, i) => (i === index ? { ...item, ...patch } : item)))
export const addItem = (doc: Navigation, at: ListAt, item: MenuItem) => withList(doc, at, [...listOf(doc, at), item])

/** Whether a top-level item can go under the one above it (one level only: it has no children of its own). */
export const canNest = (doc: Navigation, at: ListAt, index: number) =>
  at.parent === undefined && index > 0 && !doc[at.menu][index].children?.length && (doc[at.menu][index - 1].children?.length ?? 0) < NAVIGATION_LIMITS.children

/** The top-level item at `index` becomes the last link under the item above it. */
export function nestItem(doc: Navigation, menu: MenuKey, index: number): Navigation {
  const top = [...doc[menu]]
  const [item] = top.splice(index, 1)
  const parent = top[index - 1]
  top[index - 1] = { ...parent, children: [...(parent.children ?? []), item] }
  return { ...doc, [menu]: top }
}

/** A link under item `parent` comes out to the top level, just after its parent. */
export function unnestItem(doc: Navigation, menu: MenuKey, parent: number, index: number): Navigation {
  const top = [...doc[menu]]
  const children = [...(top[parent].children ?? [])]
  const [item] = children.splice(index, 1)
  const owner: MenuItem = { ...top[parent], children }
  if (!children.length) delete owner.children
  top[parent] = owner
  top.splice(parent + 1, 0, item)
  return { ...doc, [menu]: top }
}

/** What the editor is told of an item's link now (null: visitors see it as it is). */
export function targetNote(target: ItemTarget | undefined): { tone: 'warning' | 'info'; text: string } | null {
  if (!target) return null
  switch (target.state) {
    case 'unpublished':
      return { tone: 'warning', text: 'Hidden from visitors: this page is not published.' }
    case 'missing':
      return { tone: 'warning', text: 'Hidden from visitors: nothing is published at this address (a page unpublished, in the Trash or not made yet).' }
    case 'redirected':
      return { tone: 'info', text: `Redirected: visitors are taken to ${target.href}.` }
    default:
      return null
  }
}

/** The problems of a refused save by item path (`header.2.href`), as the server named them. */
export const problemsByPath = (details: readonly NavigationProblem[] | readonly { field: string; message: string }[]) =>
  Object.fromEntries(details.map((d) => ('path' in d ? [d.path, d.message] : [d.field, d.message])))

/** A menu as lines of words (History's diff): "Journal → /journal", links under it indented. */
export function menuText(items: unknown): string {
  if (!Array.isArray(items)) return ''
  const line = (i: MenuItem, depth: number): string[] => [`${'  '.repeat(depth)}${i.label}${i.href ? ` → ${i.href}` : ''}`, ...(i.children ?? []).flatMap((c) => line(c, depth + 1))]
  return (items as MenuItem[]).flatMap((i) => line(i, 0)).join('\n')
}
