/**
 * The blog post editor: ProseMirror with the toolbar, the link and image dialogs, and the live
 * "N KB / 800KB max" size of the HTML it will save (red over the limit). Loaded on demand
 * (React.lazy) so the console's first load does not carry ProseMirror.
 * The parent reads the HTML through the handle (getHtml) when it saves; onChange reports it as it
 * changes (200 ms after the last key), for dirty checks. `flush` reports a pending change at once, so
 * a save pressed right after a key (or a 401 met by that save) sees the form as changed.
 */
import { useCallback, useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react'
import { createPortal } from 'react-dom'
import type { Command, EditorState } from 'prosemirror-state'
import { EditorView } from 'prosemirror-view'
import { MAX_CONTENT_BYTES } from '../../../shared/rich-text.ts'
import { Icon } from '../components/Icon.tsx'
import { applyLink, insertImage, linkAround, removeLink, toolbarState } from './commands.ts'
import './editor.css'
import { fromHtml, htmlBytes, sizeLabel, toHtml } from './html.ts'
import { ImageDialog } from './ImageDialog.tsx'
import { LinkDialog } from './LinkDialog.tsx'
import { isEmptyDocument, nodes } from './schema.ts'
import { createEditorState } from './setup.ts'
import { Toolbar } from './Toolbar.tsx'

export interface EditorHandle {
  /** The post's HTML now. */
  getHtml: () => string
  /** No text and no image. */
  isEmpty: () => boolean
  focus: () => void
  /** Reports a change still waiting for its delay now (onChange runs); true if there was one. */
  flush: () => boolean
}

export interface RichTextEditorProps {
  initialHtml: string
  onChange?: (html: string) => void
  /** Id of the visible label. */
  labelledBy: string
  describedBy?: string
  invalid?: boolean
  /** Shown while the editor is empty. */
  placeholder?: string
  ref?: Ref<EditorHandle>
}

const CHANGE_DELAY_MS = 200
const NOTICE_MS = 6000

export default function RichTextEditor({ initialHtml, onChange, labelledBy, describedBy, invalid = false, placeholder = 'Write your post…', ref }: RichTextEditorProps) {
  const id = useId()
  const surfaceId = `${id}-surface`
  const sizeId = `${id}-size`
  const mount = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  const [state, setState] = useState<EditorState | null>(null)
  const [bytes, setBytes] = useState(0)
  const [notice, setNotice] = useState('')
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null)
  const changeTimer = useRef<number | undefined>(undefined)
  /** A change not yet reported through onChange. */
  const pending = useRef(false)
  const noticeTimer = useRef<number | undefined>(undefined)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const aria = useRef({ labelledBy, describedBy, invalid })
  aria.current = { labelledBy, describedBy, invalid }

  const showNotice = useCallback((message: string) => {
    setNotice(message)
    window.clearTimeout(noticeTimer.current)
    noticeTimer.current = window.setTimeout(() => setNotice(''), NOTICE_MS)
  }, [])

  /** Tells the parent the document as it stands (after the delay, or at once through flush). */
  const report = useCallback(() => {
    window.clearTimeout(changeTimer.current)
    const editor = view.current
    if (!pending.current || !editor) return false
    pending.current = false
    const html = toHtml(editor.state.doc)
    setBytes(htmlBytes(html))
    onChangeRef.current?.(html)
    return true
  }, [])

  useEffect(() => {
    const attributes = (current: EditorState) => ({
      id: surfaceId,
      // An empty post shows a placeholder (editor.css).
      class: current.doc.childCount === 1 && current.doc.firstChild!.type === nodes.paragraph && isEmptyDocument(current.doc) && !current.doc.firstChild!.childCount ? 'rte-content is-empty' : 'rte-content',
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': aria.current.labelledBy,
      'aria-describedby': [aria.current.describedBy, sizeId].filter(Boolean).join(' '),
      ...(aria.current.invalid ? { 'aria-invalid': 'true' } : {}),
      spellcheck: 'true',
      'data-placeholder': placeholder,
    })
    const editor: EditorView = new EditorView(mount.current!, {
      state: createEditorState(fromHtml(initialHtml || '<p></p>'), showNotice),
      attributes,
      dispatchTransaction(tr) {
        const next = editor.state.apply(tr)
        editor.updateState(next)
        setState(next)
        if (!tr.docChanged) return
        pending.current = true
        window.clearTimeout(changeTimer.current)
        changeTimer.current = window.setTimeout(report, CHANGE_DELAY_MS)
      },
    })
    view.current = editor
    setState(editor.state)
    setBytes(htmlBytes(toHtml(editor.state.doc)))
    return () => {
      window.clearTimeout(changeTimer.current)
      window.clearTimeout(noticeTimer.current)
      editor.destroy()
      view.current = null
    }
    // The document is read once; the parent remounts the editor (key) for another post.
  }, [])

  // aria-invalid and the label follow the props.
  useEffect(() => {
    view.current?.setProps({})
  }, [labelledBy, describedBy, invalid])

  useImperativeHandle(ref, () => ({
    getHtml: () => (view.current ? toHtml(view.current.state.doc) : initialHtml),
    isEmpty: () => (view.current ? isEmptyDocument(view.current.state.doc) : !initialHtml),
    focus: () => view.current?.focus(),
    flush: report,
  }))

  const run = useCallback((command: Command) => {
    const editor = view.current
    if (!editor) return
    command(editor.state, editor.dispatch, editor)
    editor.focus()
  }, [])

  const closeDialog = () => setDialog(null)
  const focusEditor = () => view.current?.focus()
  const shown = state ? toolbarState(state) : null
  const over = bytes > MAX_CONTENT_BYTES

  return (
    <div className={invalid ? 'rte rte-invalid' : 'rte'}>
      {state && <Toolbar state={state} run={run} controls={surfaceId} onLink={() => setDialog('link')} onImage={() => setDialog('image')} />}
      <div ref={mount} className="rte-surface" />
      <div className="rte-footer">
        <span className="rte-notice" role="status">
          {notice}
        </span>
        <span id={sizeId} className={over ? 'rte-size rte-size-over' : 'rte-size'}>
          {over && <Icon name="alert" size={15} />}
          <span className="visually-hidden">Content size: </span>
          {sizeLabel(bytes)}
        </span>
      </div>

      {dialog === 'link' &&
        state &&
        createPortal(
          <LinkDialog
            current={shown?.link ?? null}
            hasSelection={!state.selection.empty || Boolean(linkAround(state))}
            returnFocus={focusEditor}
            onClose={closeDialog}
            onRemove={() => {
              closeDialog()
              run(removeLink)
            }}
            onApply={(attrs, text) => {
              closeDialog()
              run(applyLink(attrs, text))
            }}
          />,
          document.body,
        )}
      {dialog === 'image' &&
        createPortal(
          <ImageDialog
            returnFocus={focusEditor}
            onClose={closeDialog}
            onInsert={(attrs) => {
              closeDialog()
              run(insertImage(attrs))
            }}
          />,
          document.body,
        )}
    </div>
  )
}
