/**
 * A console screen that manages one collection (the Blog and Vlog Managers): header, view-only note
 * and the collection. Opened with `?new=1` (the Dashboard's "New Blog Post" and "Add Vlog"), it
 * opens the form of a new item at once, for roles that write; the parameter is then dropped, so a
 * reload or Back does not open it again.
 */
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Notice } from '../components/Notice.tsx'
import { PageHeader } from '../components/PageHeader.tsx'
import { NEW_ITEM_PARAM } from '../lib/screens.ts'
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
  const [params, setParams] = useSearchParams()
  const openNew = params.get(NEW_ITEM_PARAM) === '1'
  const { mayWrite } = manager
  const openNewForm = useRef(manager.openNew)
  openNewForm.current = manager.openNew

  useEffect(() => {
    if (!openNew) return
    if (mayWrite) openNewForm.current()
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete(NEW_ITEM_PARAM)
        return next
      },
      { replace: true },
    )
  }, [openNew, mayWrite, setParams])

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
