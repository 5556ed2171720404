/**
 * What the toolbar and the keyboard do to the document, as ProseMirror commands, and what the
 * toolbar shows for the current selection. Pure: they run on an EditorState, no view needed.
 */
import { setBlockType, toggleMark } from 'prosemirror-commands'
import { redo, redoDepth, undo, undoDepth } from 'prosemirror-history'
import type { Mark, MarkType, Node as PMNode, NodeType } from 'prosemirror-model'
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list'
import type { Command, EditorState } from 'prosemirror-state'
import { EMPTY_TEXT_STYLE, marks, nodes, type HeadingLevel, type LineHeight, type TextStyleAttrs } from './schema.ts'

export type BlockStyle = 'paragraph' | HeadingLevel

const isTextBlock = (node: PMNode) => node.type === nodes.paragraph || node.type === nodes.heading

/** Normal text or a heading level, keeping each block's line spacing. */
export function setBlockStyle(style: BlockStyle): Command {
  const type = style === 'paragraph' ? nodes.paragraph : nodes.heading
  const level = style === 'paragraph' ? null : style
  return (state, dispatch) => {
    if (!dispatch) return setBlockType(type, level ? { level } : {})(state)
    const tr = state.tr
    for (const { $from, $to } of state.selection.ranges) {
      tr.setBlockType($from.pos, $to.pos, type, (old) => (level ? { level, lineHeight: old.attrs.lineHeight ?? null } : { lineHeight: old.attrs.lineHeight ?? null }))
    }
    dispatch(tr.scrollIntoView())
    return true
  }
}

/** Line spacing of every paragraph and heading in the selection; null goes back to the default. */
export function setLineHeight(value: LineHeight | null): Command {
  return (state, dispatch) => {
    const targets: Array<{ pos: number; node: PMNode }> = []
    for (const { $from, $to } of state.selection.ranges) {
      state.doc.nodesBetween($from.pos, $to.pos, (node, pos) => {
        if (isTextBlock(node)) targets.push({ pos, node })
        return !node.isTextblock
      })
    }
    if (targets.length === 0) return false
    if (dispatch) {
      const tr = state.tr
      for (const { pos, node } of targets) tr.setNodeMarkup(pos, undefined, { ...node.attrs, lineHeight: value })
      dispatch(tr)
    }
    return true
  }
}

const hasStyle = (attrs: TextStyleAttrs) => Boolean(attrs.fontFamily || attrs.fontSize || attrs.color)

/** Font, size or colour of the selected text (or of what is typed next); null removes that one property. */
export function setTextStyle<K extends keyof TextStyleAttrs>(key: K, value: TextStyleAttrs[K] | null): Command {
  const type = marks.textStyle
  return (state, dispatch) => {
    const { selection } = state
    if (selection.empty) {
      if (dispatch) {
        const current = type.isInSet(state.storedMarks ?? selection.$from.marks())
        const attrs = { ...EMPTY_TEXT_STYLE, ...current?.attrs, [key]: value } as TextStyleAttrs
        const tr = state.tr.removeStoredMark(type)
        if (hasStyle(attrs)) tr.addStoredMark(type.create(attrs))
        dispatch(tr)
      }
      return true
    }
    if (dispatch) {
      const tr = state.tr
      for (const { $from, $to } of selection.ranges) {
        state.doc.nodesBetween($from.pos, $to.pos, (node, pos) => {
          if (!node.isText) return true
          const from = Math.max(pos, $from.pos)
          const to = Math.min(pos + node.nodeSize, $to.pos)
          const attrs = { ...EMPTY_TEXT_STYLE, ...type.isInSet(node.marks)?.attrs, [key]: value } as TextStyleAttrs
          if (hasStyle(attrs)) tr.addMark(from, to, type.create(attrs))
          else tr.removeMark(from, to, type)
          return false
        })
      }
      dispatch(tr.scrollIntoView())
    }
    return true
  }
}

/** Bullets or numbers: wraps the selection in a list, switches a list's kind, or lifts the items out of it. */
export function toggleList(listType: NodeType): Command {
  return (state, dispatch) => {
    const { $from } = state.selection
    for (let depth = $from.depth; depth > 0; depth--) {
      const node = $from.node(depth)
      if (node.type !== nodes.bullet_list && node.type !== nodes.ordered_list) continue
      if (node.type === listType) return liftListItem(nodes.list_item)(state, dispatch)
      if (dispatch) dispatch(state.tr.setNodeMarkup($from.before(depth), listType))
      return true
    }
    return wrapInList(listType)(state, dispatch)
  }
}

export interface LinkAttrs {
  href: string
  title: string | null
  target: '_blank' | null
}

/** The whole link around an empty selection (so editing a link does not need it selected first). */
export function linkAround(state: EditorState): { from: number; to: number; mark: Mark } | null {
  const { $from, empty } = state.selection
  if (!empty) return null
  const parent = $from.parent
  const index = $from.index()
  const at = (i: number) => (i >= 0 && i < parent.childCount ? marks.link.isInSet(parent.child(i).marks) : undefined)
  // The cursor may sit just after a link's last character (index points past it).
  let start = at(index) ? index : at(index - 1) && $from.textOffset === 0 ? index - 1 : -1
  if (start < 0) return null
  const mark = at(start)!
  const sameLink = (i: number) => at(i)?.eq(mark) ?? false
  let end = start + 1
  while (sameLink(start - 1)) start--
  while (sameLink(end)) end++
  let from = $from.start()
  for (let i = 0; i < start; i++) from += parent.child(i).nodeSize
  let to = from
  for (let i = start; i < end; i++) to += parent.child(i).nodeSize
  return { from, to, mark }
}

/** Links the selection (or the link under the cursor); with nothing selected, inserts `text` (else the address) as a link. */
export function applyLink(attrs: LinkAttrs, text?: string): Command {
  return (state, dispatch) => {
    if (!dispatch) return true
    const mark = marks.link.create(attrs)
    const { from, to, empty } = state.selection
    const around = linkAround(state)
    const tr = state.tr
    if (!empty || around) {
      const range = around ?? { from, to }
      tr.removeMark(range.from, range.to, marks.link).addMark(range.from, range.to, mark)
    } else {
      const label = text?.trim() || attrs.href
      const inherited = (state.storedMarks ?? state.selection.$from.marks()).filter((m) => m.type !== marks.link)
      tr.insert(from, state.schema.text(label, [...inherited, mark]))
    }
    dispatch(tr.scrollIntoView())
    return true
  }
}

export const removeLink: Command = (state, dispatch) => {
  const around = linkAround(state)
  const { from, to, empty } = state.selection
  if (empty && !around) return false
  if (!empty && !state.doc.rangeHasMark(from, to, marks.link)) return false
  if (dispatch) dispatch(around ? state.tr.removeMark(around.from, around.to, marks.link) : state.tr.removeMark(from, to, marks.link))
  return true
}

export interface ImageAttrs {
  src: string
  alt: string
  title: string | null
}

export function insertImage(attrs: ImageAttrs): Command {
  return (state, dispatch) => {
    if (dispatch) dispatch(state.tr.replaceSelectionWith(nodes.image.create(attrs), false).scrollIntoView())
    return true
  }
}

/** Inserts text (an emoji) at the cursor, in the current formatting. */
export function insertText(text: string): Command {
  return (state, dispatch) => {
    if (dispatch) dispatch(state.tr.insertText(text).scrollIntoView())
    return true
  }
}

const insertHardBreak: Command = (state, dispatch) => {
  if (dispatch) dispatch(state.tr.replaceSelectionWith(nodes.hard_break.create()).scrollIntoView())
  return true
}

/** Keyboard shortcuts (admin-area §9: Ctrl+Shift+8 bullets, Ctrl+Shift+7 numbers). Mod is Cmd on a Mac, Ctrl elsewhere. */
export function editorKeys(): Record<string, Command> {
  const keys: Record<string, Command> = {
    'Mod-z': undo,
    'Shift-Mod-z': redo,
    'Mod-y': redo,
    'Mod-b': toggleMark(marks.strong),
    'Mod-i': toggleMark(marks.em),
    'Mod-u': toggleMark(marks.underline),
    'Mod-Shift-x': toggleMark(marks.strike),
    'Ctrl-Shift-8': toggleList(nodes.bullet_list),
    'Ctrl-Shift-7': toggleList(nodes.ordered_list),
    'Shift-Enter': insertHardBreak,
    Enter: splitListItem(nodes.list_item),
    Tab: sinkListItem(nodes.list_item),
    'Shift-Tab': liftListItem(nodes.list_item),
    'Mod-Alt-0': setBlockStyle('paragraph'),
  }
  for (const level of [1, 2, 3, 4, 5, 6] as const) keys[`Mod-Alt-${level}`] = setBlockStyle(level)
  return keys
}

/** What the toolbar shows for the current selection. */
export interface ToolbarState {
  /** The block style at the selection; null when the selection mixes styles. */
  block: BlockStyle | null
  lineHeight: LineHeight | null
  textStyle: TextStyleAttrs
  marks: { strong: boolean; em: boolean; underline: boolean; strike: boolean }
  list: 'bullet' | 'ordered' | null
  link: LinkAttrs | null
  canUndo: boolean
  canRedo: boolean
  hasSelection: boolean
}

function markActive(state: EditorState, type: MarkType): boolean {
  const { from, to, empty, $from } = state.selection
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()))
  return state.doc.rangeHasMark(from, to, type)
}

export function toolbarState(state: EditorState): ToolbarState {
  const { selection } = state
  const { $from } = selection

  const blocks = new Set<BlockStyle>()
  let lineHeight: LineHeight | null | undefined
  state.doc.nodesBetween(selection.from, selection.to, (node) => {
    if (!isTextBlock(node)) return true
    blocks.add(node.type === nodes.heading ? (node.attrs.level as HeadingLevel) : 'paragraph')
    lineHeight ??= node.attrs.lineHeight
    return false
  })
  if (blocks.size === 0 && isTextBlock($from.parent)) blocks.add($from.parent.type === nodes.heading ? $from.parent.attrs.level : 'paragraph')

  let list: ToolbarState['list'] = null
  for (let depth = $from.depth; depth > 0 && !list; depth--) {
    const type = $from.node(depth).type
    if (type === nodes.bullet_list) list = 'bullet'
    else if (type === nodes.ordered_list) list = 'ordered'
  }

  const styleMark = marks.textStyle.isInSet(selection.empty ? (state.storedMarks ?? $from.marks()) : ($from.nodeAfter?.marks ?? $from.marks()))
  const around = linkAround(state)
  let linkMark = around?.mark
  if (!linkMark && !selection.empty) state.doc.nodesBetween(selection.from, selection.to, (node) => !(linkMark ??= marks.link.isInSet(node.marks)))

  return {
    block: blocks.size === 1 ? [...blocks][0] : null,
    lineHeight: lineHeight ?? null,
    textStyle: { ...EMPTY_TEXT_STYLE, ...(styleMark?.attrs as Partial<TextStyleAttrs> | undefined) },
    marks: {
      strong: markActive(state, marks.strong),
      em: markActive(state, marks.em),
      underline: markActive(state, marks.underline),
      strike: markActive(state, marks.strike),
    },
    list,
    link: linkMark ? (linkMark.attrs as LinkAttrs) : null,
    canUndo: undoDepth(state) > 0,
    canRedo: redoDepth(state) > 0,
    hasSelection: !selection.empty,
  }
}
