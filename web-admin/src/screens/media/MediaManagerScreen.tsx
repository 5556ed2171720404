/**
 * Media Manager (/admin/media and /admin/media-manager; admin-area §2, §4, §5, §7): three tabs, Media
 * Kit, Press Highlights (?tab=press), each a collection drawn by the shared pieces — search,
 * paging, add, edit and delete with confirmation; the media kit shows download counts and uploads
 * its files; press highlights are written with the rich-text editor. Both lists stay loaded, so
 * switching tabs keeps each one's search and page. The Library tab (?tab=library, issue 18):
 * every uploaded image with its alt text and where it is used (LibraryTab.tsx).
 */
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Icon } from '../../components/Icon.tsx'
import { CollectionActions, CollectionBody, useCollection } from '../../collections/CollectionManager.tsx'
import { Notice } from '../../components/Notice.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { tabIds, Tabs } from '../../components/Tabs.tsx'
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts'
import '../../styles/content.css'
import '../../styles/media.css'
import { mediaKitCollection } from './mediaKitCollection.tsx'
import { pressCollection } from './pressCollection.tsx'
import { LibraryTab } from './LibraryTab.tsx'

type MediaTab = 'kit' | 'press' | 'library'

export function MediaManagerScreen() {
  useDocumentTitle('Media Manager')
  const [params, setParams] = useSearchParams()
  const wanted = params.get('tab')
  const tab: MediaTab = wanted === 'press' || wanted === 'library' ? wanted : 'kit'
  const [libraryUpload, setLibraryUpload] = useState(false)
  const kit = useCollection(mediaKitCollection)
  const press = useCollection(pressCollection)
  const ids = tabIds('media', tab)

  return (
    <div className="screen journal-screen media-screen">
      <PageHeader
        icon="media"
        title="Media Manager"
        description="Media-kit downloads, press highlights and every image uploaded to the site."
        actions={
          tab === 'kit' ? (
            <CollectionActions manager={kit} />
          ) : tab === 'press' ? (
            <CollectionActions manager={press} />
          ) : (
            kit.mayWrite && (
              <button type="button" className="button button-primary" onClick={() => setLibraryUpload(true)}>
                <Icon name="upload" size={18} />
                Upload Image
              </button>
            )
          )
        }
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
          { id: 'library', label: 'Library', icon: 'image' },
        ]}
        active={tab}
        onSelect={(next) => setParams(next === 'kit' ? {} : { tab: next }, { replace: true })}
      />
      <div id={ids.panel} role="tabpanel" aria-labelledby={ids.tab} className="screen-tab-panel">
        {tab === 'kit' ? (
          <CollectionBody key="kit" manager={kit} />
        ) : tab === 'press' ? (
          <CollectionBody key="press" manager={press} />
        ) : (
          <LibraryTab mayWrite={kit.mayWrite} uploading={libraryUpload} onUploadClose={() => setLibraryUpload(false)} />
        )}
      </div>
    </div>
  )
}
