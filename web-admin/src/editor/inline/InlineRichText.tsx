/**
 * A block's rich-text field in the Pages Manager (issue 31): ProseMirror restricted to paragraphs,
 * line breaks, bold, italic, links and, where the field allows, lists (model.ts). It reports the
 * canonical HTML on every change, so the page's draft (and its local copy) always holds what was
 * typed. A new `value` from outside (a discarded change, a restored revision) replaces the document;
 * the value it reported itself does not. Pasted text comes in as plain words.
 */
import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { keymap } from 'prosemirror-keymap'
import { history } from 'prosemirror-history'
import { EditorState, Plugin, TextSelection, type Command } from 'prosemirror-state'
import { EditorView } from 'prosemirror-view'
import { LinkDialog } from '../LinkDialog.tsx'
import { MOD, ToolButton } from '../Toolbar.tsx'
import { applyLink, clipboardWords, inlineKeys, linkAround, listAround, markActive, plainSlice, removeLink, toggleBold, toggleItalic, toggleList } from './commands.ts'
import { docFromHtml, htmlFromDoc, inlineSchema } from './model.ts'
import '../editor.css'

export interface InlineRichTextProps {
  value: string
  onChange: (html: string, words: number) => void
  /** Bulleted and numbered lists are offered. */
  lists?: boolean
  readOnly?: boolean
  /** The accessible name ("Slide 2: Text"). */
  label: string
  id?: string
  describedBy?: string
  invalid?: boolean
  /** data-path of the field, for the page editor to find it when a save is refused. */
  path?: string
  onBlur?: () => void
}

const plainOnly = new Plugin({
  props: {
    handleDOMEvents: {
      // Taken whole, before ProseMirror would parse the clipboard's HTML into a document (setup.ts says why).
      paste(view, event) {
        event.preventDefault()
        const words = clipboardWords(event.clipboardData)
        if (words) view.dispatch(view.state.tr.replaceSelection(plainSlice(words, view.state.selection.$from)).scrollIntoView().setMeta('uiEvent', 'paste'))
        return true
      },
      drop(view, event) {
        if (view.dragging) return false
        event.preventDefault()
        const words = clipboardWords(event.dataTransfer)
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })
        if (!words || !at) return true
        const tr = view.state.tr.setSelection(TextSelection.create(view.state.doc, at.pos))
        view.dispatch(tr.replaceSelection(plainSlice(words, tr.selection.$from)).scrollIntoView())
        return true
      },
    },
  },
})

const wordsOf = (state: EditorState) => state.doc.textBetween(0, state.doc.content.size, '\n\n', '\n').length

export default function InlineRichText({ value, onChange, lists = false, readOnly = false, label, id, describedBy, invalid = false, path, onBlur }: InlineRichTextProps) {
  const mount = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  const [state, setState] = useState<EditorState | null>(null)
  const [linking, setLinking] = useState(false)
  /** The HTML this editor last reported (or was given): a `value` equal to it is not a change from outside. */
  const known = useRef(value)
  const props = useRef({ onChange, onBlur, readOnly, label, id, describedBy, invalid, path })
  props.current = { onChange, onBlur, readOnly, label, id, describedBy, invalid, path }

  const stateFor = (html: string) =>
    EditorState.create({ doc: docFromHtml(html), plugins: [history(), keymap(inlineKeys(lists, () => setLinking(true))), plainOnly] })

  useEffect(() => {
    const editor: EditorView = new EditorView(mount.current!, {
      state: stateFor(value),
      editable: () => !props.current.readOnly,
      attributes: () => ({
        class: 'rte-content rte-inline',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': props.current.label,
        ...(props.current.id ? { id: props.current.id } : {}),
        ...(props.current.describedBy ? { 'aria-describedby': props.current.describedBy } : {}),
        ...(props.current.invalid ? { 'aria-invalid': 'true' } : {}),
        ...(props.current.readOnly ? { 'aria-readonly': 'true' } : {}),
        ...(props.current.path ? { 'data-path': props.current.path } : {}),
        spellcheck: 'true',
      }),
      handleDOMEvents: { blur: () => (props.current.onBlur?.(), false) },
      dispatchTransaction(tr) {
        const next = editor.state.apply(tr)
        editor.updateState(next)
        setState(next)
        if (!tr.docChanged) return
        const html = htmlFromDoc(next.doc)
        if (html === known.current) return
        known.current = html
        props.current.onChange(html, wordsOf(next))
      },
    })
    view.current = editor
    setState(editor.state)
    return () => {
      editor.destroy()
      view.current = null
    }
    // The editor is made once; value changes from outside are applied below.
  }, [])

  useEffect(() => {
    const editor = view.current
    if (!editor || value === known.current) return
    known.current = value
    const next = stateFor(value)
    editor.updateState(next)
    setState(next)
  }, [value])

  // Labels, errors and read-only follow the props.
  useEffect(() => {
    view.current?.setProps({})
  }, [label, id, describedBy, invalid, readOnly, path])

  const run = (command: Command) => {
    const editor = view.current
    if (!editor || readOnly) return
    command(editor.state, editor.dispatch, editor)
    editor.focus()
  }
  const link = state ? linkAround(state) : null
  const list = state ? listAround(state) : null

  return (
    <div className={`rte rte-field${invalid ? ' rte-invalid' : ''}${readOnly ? ' rte-readonly' : ''}`}>
      {!readOnly && state && (
        <div className="rte-toolbar" role="toolbar" aria-label={`Formatting: ${label}`}>
          <div className="tool-group">
            <ToolButton icon="bold" label="Bold" shortcut={`${MOD}B`} pressed={markActive(state, inlineSchema.marks.strong)} onClick={() => run(toggleBold)} />
            <ToolButton icon="italic" label="Italic" shortcut={`${MOD}I`} pressed={markActive(state, inlineSchema.marks.em)} onClick={() => run(toggleItalic)} />
            <ToolButton icon="link" label={link ? 'Edit link' : 'Insert link'} shortcut={`${MOD}K`} pressed={Boolean(link)} onClick={() => setLinking(true)} />
          </div>
          {lists && (
            <div className="tool-group">
              <ToolButton icon="bullets" label="Bulleted list" pressed={list === inlineSchema.nodes.bullet_list} onClick={() => run(toggleList(inlineSchema.nodes.bullet_list))} />
              <ToolButton icon="numbers" label="Numbered list" pressed={list === inlineSchema.nodes.ordered_list} onClick={() => run(toggleList(inlineSchema.nodes.ordered_list))} />
            </div>
          )}
        </div>
      )}
      <div ref={mount} className="rte-surface" />
      {linking &&
        state &&
        createPortal(
          <LinkDialog
            variant="block"
            current={link ? { href: link.href, title: null, target: null } : null}
            hasSelection={!state.selection.empty}
            returnFocus={() => view.current?.focus()}
            onClose={() => setLinking(false)}
            onRemove={() => {
              setLinking(false)
              run(removeLink)
            }}
            onApply={(attrs, text) => {
              setLinking(false)
              run(applyLink(attrs.href, text))
            }}
          />,
          document.body,
        )}
    </div>
  )
}
