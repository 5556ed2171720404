/**
 * The `video-feature` block (shared/blocks/home.ts; Home's mirror-of-earth and looked-at-earth) and
 * its video modal (public-site §2, §4). metadata: eyebrow, layout, videoTitle (the film's name),
 * playText (the play button), videoUrl (its YouTube link), linkText (the external link to it, new
 * tab), image and imageAlt (the poster art; decorative unless described).
 * Two looks (metadata.layout): `split` (Foundation Elements: the words beside a poster that plays
 * the film) and `backdrop` (Anthem: the words and a ringed play button over a full-width picture).
 * The modal's code (components/ui/VideoModal.tsx) is a chunk of its own, fetched when a visitor
 * points at or focuses a play button and shown on click; nothing of YouTube loads before that.
 * Until an editor sets a real YouTube link (videoUrl) the block shows its poster and words only:
 * no play button and no "Watch on YouTube" link to a film that does not exist (issue 16).
 */
import { Suspense, lazy, useState } from 'react'
import { ExternalIcon } from '../../components/Icons.tsx'
import { Heading, RichText, SectionLink, meta, safeHref } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import type { Section } from '../../../../shared/api/pages.ts'
import { PlayIcon } from './icons.tsx'
import { titleId } from './parts.tsx'
import { youtubeId, youtubeWatchUrl } from '../../../../shared/journal.ts'
import type { VIDEO_FEATURE_BLOCK } from '../../../../shared/blocks/home.ts'

/** public-site §4: unmute retries once the player is ready (ms); the Foundation film (the split look) adds 2 s. */
const UNMUTE_RETRIES_BACKDROP = [100, 500, 1000]
const UNMUTE_RETRIES_SPLIT = [...UNMUTE_RETRIES_BACKDROP, 2000]

const loadModal = () => import('../../components/ui/VideoModal.tsx')
const VideoModal = lazy(loadModal)
const preload = () => void loadModal().catch(() => undefined)

function useFilm(section: Section, retries: number[]) {
  const [open, setOpen] = useState(false)
  const title = meta<typeof VIDEO_FEATURE_BLOCK>(section, 'videoTitle') || section.title
  const id = youtubeId(meta<typeof VIDEO_FEATURE_BLOCK>(section, 'videoUrl'))
  const playable = id !== null
  // Every form an editor may paste (youtu.be, embed, shorts) links to the one watch page.
  const url = id ? youtubeWatchUrl(id) : ''
  const playProps = {
    type: 'button' as const,
    onClick: () => setOpen(true),
    onPointerEnter: preload,
    onFocus: preload,
    'aria-haspopup': 'dialog' as const,
  }
  const modal = open && (
    <Suspense fallback={null}>
      <VideoModal open title={title} videoUrl={url} unmuteRetries={retries} onClose={() => setOpen(false)} />
    </Suspense>
  )
  return { title, url, playable, playProps, modal, playText: meta<typeof VIDEO_FEATURE_BLOCK>(section, 'playText') || `Play ${title}` }
}

function WatchLink({ section, url }: { section: Section; url: string }) {
  const text = meta<typeof VIDEO_FEATURE_BLOCK>(section, 'linkText')
  if (!text || !safeHref(url)) return null
  return (
    <SectionLink href={url} className="home-film-link">
      {text}
      <ExternalIcon size={16} />
      <span className="sr-only"> (opens in a new tab)</span>
    </SectionLink>
  )
}

export function VideoFeature(props: SectionProps) {
  return meta<typeof VIDEO_FEATURE_BLOCK>(props.section, 'layout') === 'backdrop' ? <Backdrop {...props} /> : <Split {...props} />
}

function Split({ section, index }: SectionProps) {
  const film = useFilm(section, UNMUTE_RETRIES_SPLIT)
  const eyebrow = meta<typeof VIDEO_FEATURE_BLOCK>(section, 'eyebrow')
  const poster = safeHref(meta<typeof VIDEO_FEATURE_BLOCK>(section, 'image'))
  const posterAlt = meta<typeof VIDEO_FEATURE_BLOCK>(section, 'imageAlt')
  return (
    <section className="home-section home-mirror" aria-labelledby={titleId(section)} data-block={section.type} data-section={section.id}>
      <div className="container home-mirror-grid">
        <div className="home-mirror-copy">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <Heading index={index} id={titleId(section)} className="home-title">
            {section.title}
          </Heading>
          <div className="home-intro">
            <RichText value={section.content} />
          </div>
          {film.playable && (
            <div className="home-film-actions">
              <button className="btn btn-primary btn-lg" {...film.playProps}>
                <PlayIcon size={18} />
                {film.playText}
              </button>
              <WatchLink section={section} url={film.url} />
            </div>
          )}
        </div>
        {film.playable ? (
          <button className="home-mirror-poster" {...film.playProps} aria-label={film.playText}>
            {poster && <img src={poster} alt={posterAlt} width={960} height={600} loading="lazy" decoding="async" />}
            <span className="home-play" aria-hidden="true">
              <PlayIcon size={30} />
            </span>
            <span className="home-mirror-caption" aria-hidden="true">
              {film.title}
            </span>
          </button>
        ) : (
          <div className="home-mirror-poster" aria-hidden={posterAlt ? undefined : 'true'}>
            {poster && <img src={poster} alt={posterAlt} width={960} height={600} loading="lazy" decoding="async" />}
          </div>
        )}
      </div>
      {film.playable && film.modal}
    </section>
  )
}

function Backdrop({ section, index }: SectionProps) {
  const film = useFilm(section, UNMUTE_RETRIES_BACKDROP)
  const eyebrow = meta<typeof VIDEO_FEATURE_BLOCK>(section, 'eyebrow')
  const art = safeHref(meta<typeof VIDEO_FEATURE_BLOCK>(section, 'image'))
  return (
    <section className="home-anthem" aria-labelledby={titleId(section)} data-block={section.type} data-section={section.id}>
      {art && <img className="home-anthem-art" src={art} alt={meta<typeof VIDEO_FEATURE_BLOCK>(section, 'imageAlt')} width={1600} height={900} loading="lazy" decoding="async" />}
      <div className="container home-anthem-inner">
        {eyebrow && <p className="home-anthem-eyebrow">{eyebrow}</p>}
        <Heading index={index} id={titleId(section)} className="home-anthem-title">
          {section.title}
        </Heading>
        <div className="home-anthem-text">
          <RichText value={section.content} />
        </div>
        {film.playable && (
          <>
            <button className="home-anthem-play" {...film.playProps}>
              <span className="home-play home-play--ring" aria-hidden="true">
                <PlayIcon size={30} />
              </span>
              <span className="home-anthem-play-label">{film.playText}</span>
            </button>
            <WatchLink section={section} url={film.url} />
          </>
        )}
      </div>
      {film.playable && film.modal}
    </section>
  )
}
