/**
 * The editor's state: document, history, keys, and the plain-text-only paste and drop rule
 * (admin-area §5: "pastes as plain text only"), so formatting and images never come in from the
 * clipboard or from another page. Moving content inside the editor by dragging still works.
 *
 * Paste is taken before ProseMirror's own handler (handleDOMEvents.paste), because that one parses
 * the clipboard's HTML into a document first, whatever handlePaste then decides (drop likewise): markup such as
 * `<img src=x onerror=…>` met the console's CSP there ("Executing inline event handler"). Here the
 * HTML is only read when the clipboard has no plain text, and then as a string, for its text
 * (textOfHtml): no document, so no handler is ever compiled and no image loads.
 */
import { baseKeymap } from 'prosemirror-commands'
import { dropCursor } from 'prosemirror-dropcursor'
import { history } from 'prosemirror-history'
import { keymap } from 'prosemirror-keymap'
import { Fragment, Slice, type Node as PMNode, type ResolvedPos } from 'prosemirror-model'
import { EditorState, Plugin, TextSelection } from 'prosemirror-state'
import { editorKeys } from './commands.ts'
import { nodes, schema } from './schema.ts'

/** Plain text as a slice: one line joins the current block, several lines become paragraphs. Keeps the formatting at the cursor. */
export function plainTextSlice(text: string, $context: ResolvedPos): Slice {
  const clean = text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
  const lines = clean.split(/\n+/)
  const marksHere = $context.marks().filter((mark) => mark.type !== schema.marks.link)
  const textNode = (line: string) => (line ? schema.text(line, marksHere) : null)
  if (lines.length === 1) return lines[0] ? new Slice(Fragment.from(textNode(lines[0])), 0, 0) : Slice.empty
  const paragraphs = lines.map((line) => nodes.paragraph.create(null, textNode(line)))
  return new Slice(Fragment.from(paragraphs), 1, 1)
}

/** Tags whose end (or, for br, the tag itself) starts a new line when HTML is read as text. */
const LINE_BREAK = /<\/(?:p|div|li|tr|h[1-6]|blockquote|pre|section|article|header|footer|table|ul|ol|dt|dd)\s*>|<br\b[^>]*>/gi
/** Elements whose content is not text (a script's source is not copy). */
const NOT_TEXT = /<(script|style|template|noscript|head|title|iframe|object|svg|math)\b[^]*?<\/\1\s*>/gi
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/**
 * The text of clipboard HTML, read as a string: no document is built at all, because even an inert
 * one (DOMParser) makes Chromium check every on…= attribute against the CSP and report it.
 * Blocks become lines; entities are read back to characters.
 */
export function textOfHtml(html: string): string {
  return html
    .replace(/<!--[^]*?-->/g, '')
    .replace(NOT_TEXT, '')
    .replace(LINE_BREAK, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? entity
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
    })
    .replace(/[ \t]*\n\s*/g, '\n')
    .trim()
}

export const PASTE_IMAGE_REFUSED = 'Images cannot be pasted. Use the image button to upload or link an image.'

function plainTextOnly(onRefused: (message: string) => void): Plugin {
  return new Plugin({
    props: {
      clipboardTextParser: (text, $context) => plainTextSlice(text, $context),
      handleDOMEvents: {
        paste(view, event) {
          // Taken whole: ProseMirror never sees the clipboard's HTML.
          event.preventDefault()
          const data = event.clipboardData
          if (!data) return true
          const text = data.getData('text/plain') || textOfHtml(data.getData('text/html'))
          if (!text) {
            if (data.files.length) onRefused(PASTE_IMAGE_REFUSED)
            return true
          }
          const { state } = view
          view.dispatch(state.tr.replaceSelection(plainTextSlice(text, state.selection.$from)).scrollIntoView().setMeta('paste', true).setMeta('uiEvent', 'paste'))
          return true
        },
        drop(view, event) {
          // A drag that started in this editor moves its own content as usual.
          if (view.dragging) return false
          event.preventDefault()
          const data = event.dataTransfer
          const text = data?.getData('text/plain') || textOfHtml(data?.getData('text/html') ?? '')
          const at = view.posAtCoords({ left: event.clientX, top: event.clientY })
          if (!text) {
            if (data?.files.length) onRefused(PASTE_IMAGE_REFUSED)
            return true
          }
          if (!at) return true
          const tr = view.state.tr.setSelection(TextSelection.create(view.state.doc, at.pos))
          tr.replaceSelection(plainTextSlice(text, tr.selection.$from)).setMeta('uiEvent', 'drop')
          view.dispatch(tr.scrollIntoView())
          view.focus()
          return true
        },
      },
    },
  })
}

export function createEditorState(doc: PMNode, onRefused: (message: string) => void = () => {}): EditorState {
  return EditorState.create({
    doc,
    plugins: [history(), keymap(editorKeys()), keymap(baseKeymap), dropCursor({ color: 'var(--brand)', width: 2 }), plainTextOnly(onRefused)],
  })
}
