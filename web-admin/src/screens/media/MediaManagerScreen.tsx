/**
 * Media Manager (/admin/media and /admin/media-manager; admin-area §2, §4, §5, §7): two tabs, Media
 * Kit and Press Highlights (?tab=press), each a collection drawn by the shared pieces — search,
 * paging, add, edit and delete with confirmation; the media kit shows download counts and uploads
 * its files; press highlights are written with the rich-text editor. Both lists stay loaded, so
 * switching tabs keeps each one's search and page.
 */
import { useSearchParams } from 'react-router-dom'
import { CollectionActions, CollectionBody, useCollection } from '../../collections/CollectionManager.tsx'
import { Notice } from '../../components/Notice.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { tabIds, Tabs } from '../../components/Tabs.tsx'
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts'
import '../../styles/content.css'
import '../../styles/media.css'
import { mediaKitCollection } from './mediaKitCollection.tsx'
import { pressCollection } from './pressCollection.tsx'

type MediaTab = 'kit' | 'press'

export function MediaManagerScreen() {
  useDocumentTitle('Media Manager')
  const [params, setParams] = useSearchParams()
  const tab: MediaTab = params.get('tab') === 'press' ? 'press' : 'kit'
  const kit = useCollection(mediaKitCollection)
  const press = useCollection(pressCollection)
  const ids = tabIds('media', tab)

  return (
    <div className="screen journal-screen media-screen">
      <PageHeader
        icon="media"
        title="Media Manager"
        description="Media-kit downloads and press highlights shown on the Media page."
        actions={tab === 'kit' ? <CollectionActions manager={kit} /> : <CollectionActions manager={press} />}
      />
      {!kit.mayWrite && (
        <div className="screen-note">
          <Notice tone="info" role="note" title="View only.">
            {mediaKitCollection.messages.viewOnly}
          </Notice>
        </div>
      )}
      <Tabs
        group="media"
        label="Media Manager sections"
        tabs={[
          { id: 'kit', label: 'Media Kit', icon: 'media' },
          { id: 'press', label: 'Press Highlights', icon: 'megaphone' },
        ]}
        active={tab}
        onSelect={(next) => setParams(next === 'press' ? { tab: 'press' } : {}, { replace: true })}
      />
      <div id={ids.panel} role="tabpanel" aria-labelledby={ids.tab} className="screen-tab-panel">
        {tab === 'kit' ? <CollectionBody key="kit" manager={kit} /> : <CollectionBody key="press" manager={press} />}
      </div>
    </div>
  )
}
