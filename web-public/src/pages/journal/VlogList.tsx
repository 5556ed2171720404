/**
 * /journal/vlogs (public-site §2 Vlog list): the journal list (JournalList.tsx) of videos; cards open
 * the video on YouTube in a new tab. Empty: 'Coming Soon' while no vlog is published at all, else
 * 'No Results Found'. No view counts or durations: the spec's are invented numbers (docs/decisions/0010-journal-blogs-and-vlogs.md).
 */
import { Link } from 'react-router-dom'
import type { VlogListResponse } from '../../../../shared/api/journal.ts'
import { EmptyState } from '../../components/journal/EmptyState.tsx'
import { VlogCard } from '../../components/journal/VlogCard.tsx'
import { LIST_PAGE_SIZE, arrayField } from '../../lib/journal.ts'
import { useSite } from '../../lib/site.tsx'
import { socialLinks } from '../../lib/settings.ts'
import { VLOG_LIST_META } from '../../journal-meta.ts'
import { JournalList, type JournalListConfig } from './JournalList.tsx'

const PATH = '/journal/vlogs'
type Vlog = VlogListResponse['vlogs'][number]

const emptyList = (offset = 0): VlogListResponse => ({ vlogs: [], total: 0, limit: LIST_PAGE_SIZE, offset, any_published: false })

/** Nothing published yet: the channel is where the first videos will appear. */
function ComingSoon() {
  const { settings } = useSite()
  const youtube = socialLinks(settings).find((s) => s.network === 'youtube')!.href
  return (
    <EmptyState
      title="Coming Soon"
      art="soon"
      action={
        <a href={youtube} className="btn btn-secondary" target="_blank" rel="noopener noreferrer">
          Follow us on YouTube
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      }
    >
      Our first videos are in the edit. Follow the channel to see them as soon as they land.
    </EmptyState>
  )
}

const VLOGS: JournalListConfig<Vlog, VlogListResponse> = {
  path: PATH,
  kind: 'vlogList',
  resource: 'vlog',
  api: '/api/public/vlogs',
  categoriesApi: '/api/public/vlog-categories',
  authorsApi: '/api/public/vlog-authors',
  toList(body, offset) {
    const vlogs = arrayField<Vlog>(body, 'vlogs')
    const b = (body ?? {}) as { total?: unknown; any_published?: unknown }
    const total = Number(b.total)
    return {
      ...emptyList(offset),
      vlogs,
      total: Number.isFinite(total) ? total : vlogs.length,
      any_published: typeof b.any_published === 'boolean' ? b.any_published : vlogs.length > 0,
    }
  },
  emptyList,
  items: (list) => list.vlogs,
  meta: VLOG_LIST_META,
  hero: {
    title: 'Vlogs',
    lead: 'Behind the scenes of building electric Hypermobility: prototypes on the road, design sessions and conversations with the people shaping it.',
  },
  words: { section: 'Videos', search: 'Search videos', form: 'Find videos', loading: 'Loading videos…', one: 'video', many: 'videos', pages: 'Video pages', whole: 'the vlog list' },
  swipe: false,
  video: true,
  card: (vlog, priority) => <VlogCard vlog={vlog} priority={priority} />,
  empty: (list) =>
    list.any_published ? (
      <EmptyState
        title="No Results Found"
        action={
          <Link to={PATH} className="btn btn-secondary" preventScrollReset>
            Show all videos
          </Link>
        }
      >
        No videos match this search. Try other words or fewer filters.
      </EmptyState>
    ) : (
      <ComingSoon />
    ),
}

export default function VlogList() {
  return <JournalList config={VLOGS} />
}
