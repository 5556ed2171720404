/**
 * Vlog Manager (/admin/vlogs and /admin/vlog-manager; admin-area §2, §5, §8): the Blog Manager's
 * pattern for video posts — search, status filter, list with thumbnails and video links, paging,
 * categories, and for editors and up Add Vlog, Add Category, edit and delete.
 */
import { useState } from 'react'
import type { CmsVlog } from '../../../../shared/api/journal.ts'
import { vlogsApi, type ContentListQuery } from '../../api/endpoints.ts'
import { Icon } from '../../components/Icon.tsx'
import { AddCategoryDialog } from '../../components/journal/AddCategoryDialog.tsx'
import { CategoryList } from '../../components/journal/CategoryList.tsx'
import { KeptDrafts } from '../../components/drafts/KeptDrafts.tsx'
import { ListControls } from '../../components/journal/ListControls.tsx'
import { ListState } from '../../components/journal/ListState.tsx'
import { Pager } from '../../components/journal/Pager.tsx'
import { PAGE_SIZE, useContentList } from '../../components/journal/useContentList.ts'
import { useCategories, useDeleteItem } from '../../components/journal/useContentActions.ts'
import { Notice } from '../../components/Notice.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { StatusText, type Status } from '../../components/StatusText.tsx'
import { canWriteContent } from '../../lib/roles.ts'
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts'
import { useAuth } from '../../stores/auth.ts'
import '../../styles/content.css'
import { VlogFormDialog } from './VlogFormDialog.tsx'
import { VlogTable } from './VlogTable.tsx'

export const DELETE_VLOG_QUESTION = 'Are you sure you want to delete this vlog?'
export const DELETE_VLOG_FAILED = 'Failed to delete vlog'

async function loadVlogs(q: ContentListQuery) {
  const response = await vlogsApi.list(q)
  return response.ok ? { ...response, data: { items: response.data.vlogs, total: response.data.total } } : response
}

export function VlogManagerScreen() {
  useDocumentTitle('Vlog Manager')
  const mayWrite = canWriteContent(useAuth((s) => s.user?.role))
  const list = useContentList<CmsVlog>(loadVlogs)
  const { categories, reload: loadCategories } = useCategories(vlogsApi.categories, 'vlog')
  const [status, setStatus] = useState<Status | null>(null)
  /** The open form: a new vlog (id null) or the vlog being edited; `restore` puts a kept copy back. */
  const [editing, setEditing] = useState<{ id: number | null; restore?: boolean } | null>(null)
  const [addingCategory, setAddingCategory] = useState(false)
  const { busyId, deleteItem: remove } = useDeleteItem<CmsVlog>({
    remove: vlogsApi.remove,
    question: DELETE_VLOG_QUESTION,
    failed: DELETE_VLOG_FAILED,
    deletedText: (item) => `Vlog “${item.title}” deleted.`,
    setStatus,
    onDeleted: list.reload,
  })

  function saved(vlog: CmsVlog, created: boolean) {
    setEditing(null)
    const what = vlog.state === 'scheduled' ? 'scheduled' : vlog.state === 'published' ? 'published' : 'saved as a draft'
    setStatus({ tone: 'success', text: `“${vlog.title}” ${created ? 'added and ' : ''}${what}.` })
    list.reload()
  }

  const newVlog = (
    <button type="button" className="button button-primary" onClick={() => setEditing({ id: null })}>
      <Icon name="plus" size={18} />
      Add Vlog
    </button>
  )

  return (
    <div className="screen journal-screen">
      <PageHeader
        icon="vlog"
        title="Vlog Manager"
        description="Publish video posts from YouTube, with categories and thumbnails."
        actions={
          mayWrite && (
            <>
              <button type="button" className="button button-secondary" onClick={() => setAddingCategory(true)}>
                <Icon name="tag" size={18} />
                Add Category
              </button>
              {newVlog}
            </>
          )
        }
      />

      {!mayWrite && (
        <div className="screen-note">
          <Notice tone="info" role="note" title="View only.">
            Your role can read vlogs here. Editors and admins add, edit and delete them.
          </Notice>
        </div>
      )}

      <StatusText status={status} className="status-block" />

      {mayWrite && !editing && <KeptDrafts kind="vlog" noun="vlog" onContinue={(id) => setEditing({ id, restore: true })} />}

      <CategoryList title="Vlog categories" categories={categories} canAdd={mayWrite} />

      <section className="card list-card" aria-label="Vlogs">
        <ListControls noun="vlogs" search={list.search} onSearch={list.setSearch} status={list.status} onStatus={list.setStatus} loading={list.loading && list.items !== null} />
        <ListState
          noun="vlogs"
          icon="vlog"
          loading={list.loading}
          failed={list.failed}
          count={list.items?.length ?? null}
          searched={list.searched}
          status={list.status}
          onRetry={list.reload}
          emptyAction={mayWrite ? newVlog : undefined}
        >
          <VlogTable vlogs={list.items ?? []} mayWrite={mayWrite} busyId={busyId} onEdit={(vlog) => setEditing({ id: vlog.id })} onDelete={remove} />
        </ListState>
        {list.items !== null && list.total > 0 && <Pager noun="vlogs" page={list.page} pageSize={PAGE_SIZE} total={list.total} onPage={list.setPage} />}
      </section>

      {editing && mayWrite && (
        <VlogFormDialog key={editing.id ?? 'new'} vlogId={editing.id} restoreDraft={editing.restore} categories={categories ?? []} onClose={() => setEditing(null)} onSaved={saved} />
      )}
      {mayWrite && (
        <AddCategoryDialog
          open={addingCategory}
          kind="vlog"
          create={vlogsApi.addCategory}
          onClose={() => setAddingCategory(false)}
          onCreated={(category) => {
            setStatus({ tone: 'success', text: `Category “${category.name}” added.` })
            void loadCategories()
          }}
        />
      )}
    </div>
  )
}
