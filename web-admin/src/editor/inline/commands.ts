/** What the block rich-text editor's buttons and keys do (model.ts holds the document it edits). */
import { baseKeymap, chainCommands, toggleMark } from 'prosemirror-commands'
import { redo, undo } from 'prosemirror-history'
import { liftListItem, splitListItem, wrapInList } from 'prosemirror-schema-list'
import { Fragment, Slice, type MarkType, type NodeType, type ResolvedPos } from 'prosemirror-model'
import type { Command, EditorState } from 'prosemirror-state'
import { textOfHtml } from '../setup.ts'
import { inlineSchema } from './model.ts'

const { nodes, marks } = inlineSchema

export const toggleBold = toggleMark(marks.strong)
export const toggleItalic = toggleMark(marks.em)

/** Whether the selection (or the cursor's stored marks) carries `type`. */
export function markActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()))
  return state.doc.rangeHasMark(from, to, type)
}

/** The list the cursor is in, if any. */
export function listAround(state: EditorState): NodeType | null {
  const { $from } = state.selection
  for (let depth = $from.depth; depth > 0; depth--) {
    const type = $from.node(depth).type
    if (type === nodes.bullet_list || type === nodes.ordered_list) return type
  }
  return null
}

/** A bulleted or numbered list on, or off when the cursor is already in that kind. */
export function toggleList(type: NodeType): Command {
  return (state, dispatch) => {
    const current = listAround(state)
    if (current === type) return liftListItem(nodes.list_item)(state, dispatch)
    if (current) {
      if (!dispatch) return true
      const { $from } = state.selection
      for (let depth = $from.depth; depth > 0; depth--) {
        if ($from.node(depth).type === current) {
          dispatch(state.tr.setNodeMarkup($from.before(depth), type))
          return true
        }
      }
      return false
    }
    return wrapInList(type)(state, dispatch)
  }
}

/** The extent of the link at the cursor (or the selection's first link), and its address. */
export function linkAround(state: EditorState): { from: number; to: number; href: string } | null {
  const { $from, from, to, empty } = state.selection
  if (!empty) {
    let found: { from: number; to: number; href: string } | null = null
    state.doc.nodesBetween(from, to, (node, pos) => {
      const link = found ? null : marks.link.isInSet(node.marks)
      if (link) found = { from: Math.max(from, pos), to: Math.min(to, pos + node.nodeSize), href: String(link.attrs.href) }
    })
    return found
  }
  const parent = $from.parent
  const index = $from.index()
  const here = parent.maybeChild(index) ?? parent.maybeChild(index - 1)
  const link = here && marks.link.isInSet(here.marks)
  if (!link) return null
  return rangeOf($from, link.attrs.href as string)
}

function rangeOf($pos: ResolvedPos, href: string) {
  const parent = $pos.parent
  const start = $pos.start()
  const spans: Array<{ from: number; to: number; linked: boolean }> = []
  parent.forEach((child, offset) => {
    const link = marks.link.isInSet(child.marks)
    spans.push({ from: start + offset, to: start + offset + child.nodeSize, linked: Boolean(link && link.attrs.href === href) })
  })
  const at = spans.findIndex((s) => s.from <= $pos.pos && $pos.pos <= s.to && s.linked)
  if (at < 0) return null
  let first = at
  let last = at
  while (first > 0 && spans[first - 1].linked) first--
  while (last < spans.length - 1 && spans[last + 1].linked) last++
  return { from: spans[first].from, to: spans[last].to, href }
}

/** Sets a link on the selection (or the link at the cursor); with nothing selected, inserts `text` (or the address) as a link. */
export function applyLink(href: string, text?: string): Command {
  return (state, dispatch) => {
    const mark = marks.link.create({ href })
    const around = linkAround(state)
    const { from, to, empty } = state.selection
    if (!dispatch) return true
    if (empty && !around) {
      const words = text?.trim() || href
      dispatch(state.tr.replaceSelectionWith(inlineSchema.text(words, mark.addToSet(state.selection.$from.marks())), false).scrollIntoView())
      return true
    }
    const range = empty && around ? around : { from, to }
    dispatch(state.tr.removeMark(range.from, range.to, marks.link).addMark(range.from, range.to, mark).scrollIntoView())
    return true
  }
}

export const removeLink: Command = (state, dispatch) => {
  const around = linkAround(state)
  const { from, to, empty } = state.selection
  const range = empty ? around : { from, to }
  if (!range) return false
  dispatch?.(state.tr.removeMark(range.from, range.to, marks.link))
  return true
}

const hardBreak: Command = (state, dispatch) => {
  dispatch?.(state.tr.replaceSelectionWith(nodes.hard_break.create()).scrollIntoView())
  return true
}

/** Keys of the editor; `onLink` opens the link dialog (Mod-k). */
export function inlineKeys(lists: boolean, onLink: () => void): Record<string, Command> {
  return {
    'Mod-z': undo,
    'Shift-Mod-z': redo,
    'Mod-y': redo,
    'Mod-b': toggleBold,
    'Mod-i': toggleItalic,
    'Mod-k': () => {
      onLink()
      return true
    },
    'Shift-Enter': hardBreak,
    Enter: lists ? chainCommands(splitListItem(nodes.list_item), baseKeymap.Enter) : baseKeymap.Enter,
    ...(lists ? { 'Shift-Tab': liftListItem(nodes.list_item) } : {}),
  }
}

/** Pasted or dropped text, always as plain words (no markup comes in from the clipboard): one line joins the paragraph, several lines become paragraphs. */
export function plainSlice(text: string, $context: ResolvedPos): Slice {
  const clean = text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
  const lines = clean.split(/\n+/)
  const kept = $context.marks().filter((m) => m.type !== marks.link)
  const words = (line: string) => (line ? inlineSchema.text(line, kept) : null)
  if (lines.length === 1) return lines[0] ? new Slice(Fragment.from(words(lines[0])), 0, 0) : Slice.empty
  return new Slice(Fragment.from(lines.map((line) => nodes.paragraph.create(null, words(line)))), 1, 1)
}

/** The clipboard's words: its plain text, else the text of its HTML read as a string (no document is built). */
export const clipboardWords = (data: DataTransfer | null) => data?.getData('text/plain') || textOfHtml(data?.getData('text/html') ?? '')
