/** A console screen that manages one collection (the Blog and Vlog Managers): header, view-only note and the collection. */
import { Notice } from '../components/Notice.tsx'
import { PageHeader } from '../components/PageHeader.tsx'
import { useDocumentTitle } from '../lib/useDocumentTitle.ts'
import '../styles/content.css'
import { CollectionActions, CollectionBody, useCollection } from './CollectionManager.tsx'
import type { Collection } from './types.ts'

interface CollectionScreenProps<Item extends { id: number }, F, Body> {
  collection: Collection<Item, F, Body>
  title: string
  description: string
}

export function CollectionScreen<Item extends { id: number }, F, Body>({ collection, title, description }: CollectionScreenProps<Item, F, Body>) {
  useDocumentTitle(title)
  const manager = useCollection(collection)
  return (
    <div className="screen journal-screen">
      <PageHeader icon={collection.icon} title={title} description={description} actions={manager.mayWrite && <CollectionActions manager={manager} />} />
      {!manager.mayWrite && (
        <div className="screen-note">
          <Notice tone="info" role="note" title="View only.">
            {collection.messages.viewOnly}
          </Notice>
        </div>
      )}
      <CollectionBody manager={manager} />
    </div>
  )
}
