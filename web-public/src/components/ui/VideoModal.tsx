/**
 * A video in a modal dialog (public-site §4 Video modals: Anthem, Foundation Elements). Loaded
 * lazily, on the first click of a play button, so nothing of YouTube (no iframe, no script) is on
 * a page before a visitor asks for the film:
 *
 *   const VideoModal = lazy(() => import('../../components/ui/VideoModal.tsx'))
 *   {open && <Suspense fallback={null}><VideoModal open title="Anthem" videoUrl={url} onClose={close} /></Suspense>}
 *
 * The player is YouTube's privacy-enhanced embed (youtube-nocookie.com, autoplay=1&mute=0, 16:9)
 * driven through the IFrame API's postMessage protocol, without YouTube's script: once the player
 * answers it is asked to play, unmute and set the volume to 100, again after each `unmuteRetries`
 * delay (spec: 100 ms, 500 ms, 1 s, plus 2 s for Foundation Elements) and whenever it starts
 * playing or pauses. Player errors are only logged.
 * When the player cannot be had (no video id in the link, the frame refused by the site's
 * Content-Security-Policy, YouTube unreachable: no answer within `loadTimeoutMs`) the dialog says
 * so in a designed panel with a 'Watch on YouTube' link that opens the film in a new tab.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { youtubeId, youtubeWatchUrl } from '../../../../shared/journal.ts'
import { Dialog } from './Dialog.tsx'
import './video-modal.css'

/** YouTube's privacy-enhanced player. */
export const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com'
const PLAYER_ORIGINS = new Set([PLAYER_ORIGIN, 'https://www.youtube.com'])
/** public-site §4: unmute retries once the player is ready (Foundation Elements adds 2000). */
export const UNMUTE_RETRIES = [100, 500, 1000]
/** public-site §9: volume 100. */
const VOLUME = 100
/** YouTube's player states that re-unmute (public-site §4: on play and on pause). */
const PLAYING = 1
const PAUSED = 2

export interface VideoModalProps {
  open: boolean
  onClose: () => void
  /** The film's name: the dialog's title ("Anthem"). */
  title: string
  /** Its YouTube link (watch, youtu.be, embed or shorts); also the 'Watch on YouTube' target. */
  videoUrl: string
  unmuteRetries?: number[]
  /** How long the player may take to answer before the fallback shows. */
  loadTimeoutMs?: number
}

type PlayerState = 'loading' | 'ready' | 'failed'

/** The embed address of a video id (autoplay, sound on, the IFrame API on for this origin). */
export function embedUrl(id: string, origin: string) {
  const q = new URLSearchParams({ autoplay: '1', mute: '0', enablejsapi: '1', playsinline: '1', rel: '0', origin })
  return `${PLAYER_ORIGIN}/embed/${id}?${q}`
}

export default function VideoModal({ open, onClose, title, videoUrl, unmuteRetries = UNMUTE_RETRIES, loadTimeoutMs = 6000 }: VideoModalProps) {
  const id = youtubeId(videoUrl)
  const watchUrl = id ? youtubeWatchUrl(id) : videoUrl
  const titleId = useId()
  const frame = useRef<HTMLIFrameElement>(null)
  const [state, setState] = useState<PlayerState>(id ? 'loading' : 'failed')
  const [src, setSrc] = useState<string | null>(null)
  const retries = unmuteRetries.join(',')

  // The player's address is built in the browser (it names this page's origin), after opening.
  useEffect(() => {
    if (open && id) setSrc(embedUrl(id, window.location.origin))
    if (!open) setSrc(null)
    setState(open && id ? 'loading' : 'failed')
  }, [open, id])

  useEffect(() => {
    const iframe = frame.current
    if (!open || !src || !iframe) return
    const timers: number[] = []
    let ready = false
    let failed = false
    let listening = 0
    // The messages carry commands only (nothing private), and the frame may still be on its way
    // to YouTube's origin: '*' avoids the browser's origin-mismatch errors while it loads.
    const post = (message: object) => iframe.contentWindow?.postMessage(JSON.stringify({ ...message, id: 1, channel: 'widget' }), '*')
    const command = (func: string, args: unknown[] = []) => post({ event: 'command', func, args })
    const unmute = () => {
      command('unMute')
      command('setVolume', [VOLUME])
    }
    const fail = (why: string) => {
      if (ready || failed) return
      failed = true
      console.warn(`Video "${title}" could not be played here (${why}); offering the YouTube link instead.`)
      window.clearInterval(listening)
      timers.forEach((t) => window.clearTimeout(t))
      setState('failed')
    }
    const onMessage = (e: MessageEvent) => {
      if (failed || e.source !== iframe.contentWindow || !PLAYER_ORIGINS.has(e.origin)) return
      let data: { event?: string; info?: unknown }
      try {
        data = typeof e.data === 'string' ? JSON.parse(e.data) : e.data
      } catch {
        return
      }
      if (!ready) {
        ready = true
        window.clearInterval(listening)
        setState('ready')
        command('addEventListener', ['onStateChange'])
        command('addEventListener', ['onError'])
        command('playVideo')
        unmute()
        for (const ms of retries.split(',').map(Number).filter((n) => n > 0)) timers.push(window.setTimeout(unmute, ms))
      }
      if (data?.event === 'onStateChange' && (data.info === PLAYING || data.info === PAUSED)) unmute()
      if (data?.event === 'onError') console.warn(`Video "${title}": player error`, data.info)
    }
    const onViolation = (e: SecurityPolicyViolationEvent) => {
      if (/youtube/.test(e.blockedURI)) fail(`the site's Content-Security-Policy (${e.effectiveDirective}) refuses ${e.blockedURI}`)
    }
    // The IFrame API handshake: announce that we listen until the player answers.
    const onLoad = () => post({ event: 'listening' })
    listening = window.setInterval(onLoad, 250)
    window.addEventListener('message', onMessage)
    document.addEventListener('securitypolicyviolation', onViolation)
    iframe.addEventListener('load', onLoad)
    timers.push(window.setTimeout(() => fail(`no answer from the player in ${loadTimeoutMs / 1000} s`), loadTimeoutMs))
    return () => {
      window.removeEventListener('message', onMessage)
      document.removeEventListener('securitypolicyviolation', onViolation)
      iframe.removeEventListener('load', onLoad)
      window.clearInterval(listening)
      timers.forEach((t) => window.clearTimeout(t))
    }
  }, [open, src, title, retries, loadTimeoutMs])

  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="ui-dialog--video" panelClassName="ui-video-panel" closeLabel={`Close ${title}`}>
      <h2 id={titleId} className="ui-video-title">
        {title}
      </h2>
      <div className="ui-video-frame" data-state={state}>
        {state !== 'failed' && src && (
          <iframe
            ref={frame}
            src={src}
            title={`${title} (YouTube video player)`}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
        {state === 'loading' && (
          <p className="ui-video-status" role="status">
            <span className="ui-video-spinner" aria-hidden="true" />
            Loading the video…
          </p>
        )}
        {state === 'failed' && (
          <div className="ui-video-fallback" role="status">
            <span className="ui-video-fallback-icon" aria-hidden="true">
              <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" focusable="false">
                <path d="M8 5.5v13l10.5-6.5Z" />
              </svg>
            </span>
            <p className="ui-video-fallback-title">{title} plays on YouTube</p>
            <p className="ui-video-fallback-text">The player can't be shown here right now. Watch the film on our YouTube channel instead: it opens in a new tab.</p>
            <a className="btn btn-primary ui-video-fallback-link" href={watchUrl} target="_blank" rel="noopener noreferrer">
              Watch on YouTube
              <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
                <path d="M14 4h6v6M20 4l-9 9M18 14v4.5A1.5 1.5 0 0 1 16.5 20h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
              </svg>
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        )}
      </div>
    </Dialog>
  )
}
