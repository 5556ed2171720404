/**
 * The media kit (block `media-kit`; public-site §2 Media, §3, §7, §9), on whatever page it is placed:
 * every item, rendered by the server with the page (extras.mediaKit, loaded for any page that holds
 * this block); when the page came without it (a navigation inside the app), GET /api/public/media-kit in the browser
 * with 4 skeleton cards while it loads. An empty state when there is nothing (or the call failed,
 * which is only logged). Each card: an icon chosen by its title (colour/palette, typography, logo),
 * title, description, file type, size and item count, and Download: in the click itself, POST
 * .../{id}/download to count it (not awaited, keepalive) and open file_url in a new tab, so the
 * file opens even when counting fails or is slow, and no popup blocker stops the tab (a tab opened
 * after waiting for the count would no longer belong to the click).
 */
import { SectionHead } from '../../components/SectionHead.tsx'
import { meta, safeHref } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { MEDIA_KIT_SKELETONS, fetchMediaKit, trackDownload, type MediaKitItem } from './api.ts'
import { DownloadIcon, FileIcon, LogoIcon, PaletteIcon, TypeIcon } from './icons.tsx'
import { anchorId } from './jump.ts'
import { MediaEmpty } from './parts.tsx'
import { useList } from './use-list.ts'
import type { MEDIA_KIT_BLOCK } from '../../../../shared/blocks/media.ts'

/** The icon of a media kit item, by its title (public-site §3). */
export function kitIconKind(title: string): 'palette' | 'typography' | 'logo' | 'file' {
  if (/colou?r|palette/i.test(title)) return 'palette'
  if (/typo|font/i.test(title)) return 'typography'
  if (/logo/i.test(title)) return 'logo'
  return 'file'
}

const KIT_ICONS = { palette: PaletteIcon, typography: TypeIcon, logo: LogoIcon, file: FileIcon }

/** "12" → "12 items"; free text such as "3 files" is kept as written. */
const countLabel = (count: MediaKitItem['item_count']) => {
  const text = count === null || count === undefined ? '' : String(count).trim()
  if (!text) return ''
  return /^\d+$/.test(text) ? `${text} ${text === '1' ? 'item' : 'items'}` : text
}

function KitCard({ item, buttonLabel }: { item: MediaKitItem; buttonLabel: string }) {
  const kind = kitIconKind(item.title)
  const Glyph = KIT_ICONS[kind]
  const url = safeHref(item.file_url)
  const details = [item.file_size?.trim(), countLabel(item.item_count)].filter(Boolean)

  function download() {
    trackDownload(item.id)
    if (url) window.open(url, '_blank', 'noopener,noreferrer')
  }

  return (
    <article className={`md-kit-card md-kit-card--${kind}`}>
      <div className="md-kit-top">
        <span className="md-kit-icon" aria-hidden="true">
          <Glyph size={24} />
        </span>
        {item.file_type && <span className="md-chip">{item.file_type}</span>}
      </div>
      <h3 className="md-kit-title">{item.title}</h3>
      {item.description && <p className="md-kit-text">{item.description}</p>}
      {details.length > 0 && (
        <p className="md-kit-meta">
          {details.map((d) => (
            <span key={d}>{d}</span>
          ))}
        </p>
      )}
      <button type="button" className="btn btn-secondary btn-block md-kit-button" onClick={download} disabled={!url} aria-label={`${buttonLabel} ${item.title}`}>
        <DownloadIcon size={18} />
        {buttonLabel}
      </button>
    </article>
  )
}

export function MediaKit({ section, index, extras }: SectionProps) {
  const items = useList(fetchMediaKit, 'the media kit', extras.mediaKit)
  const titleId = `media-${section.id}-title`
  const buttonLabel = meta<typeof MEDIA_KIT_BLOCK>(section, 'buttonLabel') || 'Download'
  return (
    <section
      id={anchorId(section.id) || undefined}
      tabIndex={-1}
      className="md-section"
      aria-labelledby={titleId}
      aria-busy={items ? undefined : true}
      data-block={section.type}
      data-section={section.id}
    >
      <div className="container">
        <SectionHead name="md" as="div" title={section.title} intro={section.content} index={index} titleId={titleId} />
        {items === null ? (
          <ul className="md-kit-grid" aria-hidden="true">
            {Array.from({ length: MEDIA_KIT_SKELETONS }, (_, i) => (
              <li key={i}>
                <div className="md-kit-card md-skeleton">
                  <span className="md-bone md-bone--icon" />
                  <span className="md-bone md-bone--title" />
                  <span className="md-bone" />
                  <span className="md-bone md-bone--short" />
                  <span className="md-bone md-bone--button" />
                </div>
              </li>
            ))}
          </ul>
        ) : items.length === 0 ? (
          <MediaEmpty icon={<FileIcon size={26} />} title={meta<typeof MEDIA_KIT_BLOCK>(section, 'emptyTitle')} text={meta<typeof MEDIA_KIT_BLOCK>(section, 'emptyText')} />
        ) : (
          <ul className="md-kit-grid">
            {items.map((item) => (
              <li key={item.id}>
                <KitCard item={item} buttonLabel={buttonLabel} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
