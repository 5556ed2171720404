/**
 * The live preview beside the editor (issue 7): the page as the public site draws it with the unsaved
 * values (POST /api/cms/pages/preview answers a whole HTML document), redrawn 400 ms after the last
 * change, stale requests aborted, in the console's theme, at desktop (1280 px) or mobile (390 px)
 * width scaled to fit. The document is shown in a sandboxed frame without scripts; two frames take
 * turns so a redraw never flashes and keeps the reader's scroll position. The section being edited is
 * outlined and scrolled to. A failed call leaves a quiet note (and the last good drawing).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { PagePreviewBody } from '../../../../shared/api/pages.ts'
import { previewPage, type PreviewReply } from '../../api/endpoints.ts'
import { Icon } from '../../components/Icon.tsx'
import { useUi } from '../../stores/ui.ts'

export const PREVIEW_DELAY_MS = 400
export const DEVICE_WIDTHS = { desktop: 1280, mobile: 390 } as const
export type Device = keyof typeof DEVICE_WIDTHS

interface LivePreviewProps {
  /** The unsaved page (without the theme: the console's own is sent). */
  body: Omit<PagePreviewBody, 'theme'>
  pageName: string
  /** The saved page on the public site. */
  path: string
  device: Device
  onDevice: (device: Device) => void
  /** The section being edited: outlined and scrolled to. */
  focusId: string | null
  /** False for roles that cannot draw previews (viewers): a note and the link to the saved page instead. */
  enabled: boolean
  /** What a refused preview (400) says: the page's words by default. */
  refusedText?: string
}

interface Slot {
  html: string
  /** Bumped with every new document, so a slot given the same text again still reloads. */
  serial: number
}

function failureText(reply: Extract<PreviewReply, { ok: false }>, refusedText?: string): string {
  if (reply.status === 400 && refusedText) return refusedText
  if (reply.status === 401) return 'Your session has ended. Sign in again to see the preview.'
  if (reply.status === 403) return 'Your role cannot draw previews. The saved page is one click away.'
  if (reply.status === 404) return 'The preview is not available on this server yet.'
  // The server's sentence names fields for developers (`content_json: section 7 …`): Save Changes shows it at the field.
  if (reply.status === 400) return 'A section holds a value the page cannot show. Save Changes points to the field to fix.'
  return 'The preview could not be drawn.'
}

const FOCUS_STYLE_ID = 'yerth-console-focus'

export function LivePreview({ body, pageName, path, device, onDevice, focusId, enabled, refusedText }: LivePreviewProps) {
  const theme = useUi((s) => s.theme)
  const request = JSON.stringify({ ...body, theme } satisfies PagePreviewBody)
  const [slots, setSlots] = useState<[Slot | null, Slot | null]>([null, null])
  const [active, setActive] = useState<0 | 1>(0)
  const [waiting, setWaiting] = useState<0 | 1 | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [retry, setRetry] = useState(0)
  const frames = [useRef<HTMLIFrameElement>(null), useRef<HTMLIFrameElement>(null)]
  const viewport = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState({ width: 0, height: 0 })
  const first = useRef(true)
  const serial = useRef(0)
  const activeRef = useRef(active)
  activeRef.current = active
  const focusRef = useRef(focusId)
  focusRef.current = focusId

  // Fetch the drawing: at once the first time, then 400 ms after the last change; a newer change aborts the older call.
  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    const delay = first.current ? 0 : PREVIEW_DELAY_MS
    first.current = false
    const timer = window.setTimeout(async () => {
      setBusy(true)
      try {
        const reply = await previewPage(JSON.parse(request) as PagePreviewBody, controller.signal)
        if (controller.signal.aborted) return
        if (!reply.ok) {
          setProblem(failureText(reply, refusedText))
          return
        }
        setProblem(null)
        const target: 0 | 1 = activeRef.current === 0 ? 1 : 0
        serial.current += 1
        const slot = { html: reply.html, serial: serial.current }
        setSlots((current) => (target === 0 ? [slot, current[1]] : [current[0], slot]))
        setWaiting(target)
      } catch (err) {
        if ((err as Error).name === 'AbortError') return
        console.error('Page preview failed', err)
        setProblem('Could not reach the server to draw the preview.')
      } finally {
        if (!controller.signal.aborted) setBusy(false)
      }
    }, delay)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [request, retry, enabled])

  // The frame's size: the page is drawn at the device's width and scaled down to fit.
  useLayoutEffect(() => {
    const element = viewport.current
    if (!element) return
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const documentOf = (index: 0 | 1) => {
    try {
      return frames[index].current?.contentDocument ?? null
    } catch {
      return null
    }
  }

  /** Outlines the section being edited in a frame's document; `scroll` also brings it into view. */
  function markFocus(index: 0 | 1, scroll: boolean) {
    const doc = documentOf(index)
    if (!doc?.head) return
    doc.getElementById(FOCUS_STYLE_ID)?.remove()
    const id = focusRef.current
    if (!id) return
    // The public site marks each section with data-section (designed ones may also use it as their id).
    const selector = `[data-section="${CSS.escape(id)}"]`
    const target = doc.querySelector(selector) ?? doc.getElementById(id)
    if (!target) return
    const style = doc.createElement('style')
    style.id = FOCUS_STYLE_ID
    style.textContent = `${selector},[id="${CSS.escape(id)}"]{outline:3px solid #22a625 !important;outline-offset:-3px}`
    doc.head.append(style)
    if (scroll && doc.scrollingElement) {
      const top = target.getBoundingClientRect().top + doc.scrollingElement.scrollTop - 16
      doc.scrollingElement.scrollTo({ top: Math.max(0, top), behavior: 'smooth' })
    }
  }

  function loaded(index: 0 | 1) {
    if (waiting !== index || !slots[index]) return
    const previous = documentOf(active)
    const next = documentOf(index)
    if (previous?.scrollingElement && next?.scrollingElement && slots[active]) next.scrollingElement.scrollTop = previous.scrollingElement.scrollTop
    markFocus(index, false)
    setActive(index)
    setWaiting(null)
  }

  useEffect(() => {
    markFocus(active, true)
    // Only when the edited section changes; a new drawing keeps its outline in `loaded`.
  }, [focusId])

  const width = DEVICE_WIDTHS[device]
  const scale = size.width > 0 ? Math.min(1, size.width / width) : 1
  const offset = Math.max(0, (size.width - width * scale) / 2)
  const shown = slots[active] !== null
  const percent = Math.round(scale * 100)

  return (
    <section className="live-preview" aria-labelledby="live-preview-title" data-device={device}>
      <div className="live-preview-bar">
        <div className="live-preview-heading">
          <h3 id="live-preview-title" className="live-preview-title">
            Live preview
          </h3>
          <span className="live-preview-state" role="status">
            {busy ? (
              <>
                <span className="spinner spinner-sm" aria-hidden="true" />
                Updating…
              </>
            ) : problem && shown ? (
              <span className="live-preview-stale">
                <Icon name="alert" size={14} />
                Not up to date
              </span>
            ) : shown ? (
              <span className="visually-hidden">Up to date</span>
            ) : null}
          </span>
        </div>
        <div className="live-preview-tools">
          <div className="toggle-group device-toggle" role="group" aria-label="Preview width">
            {(['desktop', 'mobile'] as const).map((option) => (
              <button key={option} type="button" className="toggle-option device-toggle-option" aria-pressed={device === option} onClick={() => onDevice(option)} title={`${option === 'desktop' ? 'Desktop' : 'Mobile'} (${DEVICE_WIDTHS[option]} px)`}>
                <Icon name={option === 'desktop' ? 'monitor' : 'phone'} size={16} />
                <span>{option === 'desktop' ? 'Desktop' : 'Mobile'}</span>
              </button>
            ))}
          </div>
          <a className="icon-button icon-button-sm" href={path} target="_blank" rel="noopener" title="Open the saved page">
            <Icon name="external" size={16} />
            <span className="visually-hidden">Open the saved {pageName} page (new tab)</span>
          </a>
        </div>
      </div>

      <div ref={viewport} className="live-preview-viewport">
        {([0, 1] as const).map((index) => {
          const slot = slots[index]
          if (!slot) return null
          const front = index === active
          return (
            <iframe
              key={`${index}-${slot.serial}`}
              ref={frames[index]}
              className="live-preview-frame"
              title={front ? `Live preview of ${pageName} (${device}, ${percent}%)` : 'Preview (not shown)'}
              sandbox="allow-same-origin"
              srcDoc={slot.html}
              aria-hidden={front ? undefined : true}
              tabIndex={front ? 0 : -1}
              onLoad={() => loaded(index)}
              style={{
                width,
                height: scale > 0 ? size.height / scale : size.height,
                transform: `translateX(${offset}px) scale(${scale})`,
                visibility: front ? 'visible' : 'hidden',
              }}
            />
          )
        })}
        {!enabled && (
          <div className="live-preview-note">
            <Icon name="eye" size={22} />
            <span>Live previews are drawn for editors. The saved page is on the site:</span>
            <a className="button button-secondary button-sm" href={path} target="_blank" rel="noopener">
              Open {path}
              <Icon name="external" size={15} />
            </a>
          </div>
        )}
        {enabled && !shown && !problem && (
          <div className="live-preview-note">
            <span className="spinner" aria-hidden="true" />
            <span>Drawing the page…</span>
          </div>
        )}
        {problem && (
          <div className={shown ? 'live-preview-problem is-floating' : 'live-preview-problem'} role="alert">
            <Icon name="alert" size={18} />
            <span>
              <strong>Preview unavailable.</strong> {problem}
            </span>
            <button type="button" className="button button-secondary button-sm" onClick={() => setRetry((n) => n + 1)}>
              Try again
            </button>
          </div>
        )}
      </div>
    </section>
  )
}
