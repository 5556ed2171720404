/**
 * Managing one collection: `useCollection` holds its state (the list page, the open form, the
 * confirmed delete, the categories and the outcome line); `CollectionActions` are the buttons for a
 * screen's header (add an item, add a category) and `CollectionBody` draws the rest: outcome,
 * unsaved copies, categories, the list with search, filters and paging, and the dialogs.
 * Viewers see the list only; editors and up add, edit and delete (admin-area §2, §5), and, where the
 * collection has `bulk` actions, select rows and act on them together (BulkBar.tsx, issue 18).
 */
import { useState } from 'react'
import type { Category, CmsCategory } from '../../../shared/api/journal.ts'
import { errorMessage } from '../api/client.ts'
import { KeptDrafts } from '../components/drafts/KeptDrafts.tsx'
import { Icon } from '../components/Icon.tsx'
import { StatusText, type Status } from '../components/StatusText.tsx'
import { useConfirm } from '../components/ConfirmDialog.tsx'
import { canWriteContent } from '../lib/roles.ts'
import { useAuth } from '../stores/auth.ts'
import { BulkBar, useBulk } from './BulkBar.tsx'
import { CategoryNameDialog } from './CategoryNameDialog.tsx'
import { CategoryPanel } from './CategoryPanel.tsx'
import { CollectionFormDialog } from './CollectionFormDialog.tsx'
import { CollectionTable, EditDeleteButtons } from './CollectionTable.tsx'
import { ListControls } from './ListControls.tsx'
import { ListState } from './ListState.tsx'
import { Pager } from './Pager.tsx'
import type { Collection } from './types.ts'
import { useCategories } from './useCategories.ts'
import { PAGE_SIZE, useCollectionList } from './useCollectionList.ts'

/** The open form: a new item (id null) or the one being edited; `restore` puts a kept copy back. */
interface Editing<Item> {
  id: number | null
  item?: Item
  restore?: boolean
}

export function useCollection<Item extends { id: number }, F, Body>(collection: Collection<Item, F, Body>) {
  const mayWrite = canWriteContent(useAuth((s) => s.user?.role))
  const list = useCollectionList<Item>(collection.api.list, collection.filters)
  const { categories, reload: reloadCategories } = useCategories(collection.categories?.api, collection.key)
  const [status, setStatus] = useState<Status | null>(null)
  const [editing, setEditing] = useState<Editing<Item> | null>(null)
  const [busyId, setBusyId] = useState<number | null>(null)
  /** The category dialog: adding (renaming null) or renaming one. */
  const [naming, setNaming] = useState<{ renaming: CmsCategory | null } | null>(null)
  const [categoryBusyId, setCategoryBusyId] = useState<number | null>(null)
  const { messages } = collection
  const { confirm, dialog: question } = useConfirm()

  function changed() {
    list.reload()
    if (collection.categories) void reloadCategories()
  }

  const bulk = useBulk({
    spec: collection.bulk,
    enabled: mayWrite,
    items: list.items,
    noun: collection.noun,
    itemName: collection.itemName,
    categories,
    setStatus,
    onChanged: changed,
  })

  async function deleteItem(item: Item) {
    if (!(await confirm({ title: messages.deleteQuestion, description: `“${collection.itemName(item)}” goes to the Trash, where it can be restored for 30 days.`, confirm: 'Delete', icon: 'trash', danger: true }))) return
    setBusyId(item.id)
    setStatus(null)
    try {
      const response = await collection.api.remove(item.id)
      if (response.ok) {
        setStatus({ tone: 'success', text: messages.deleted(item) })
        changed()
      } else setStatus({ tone: 'error', text: errorMessage(response, messages.deleteFailed) })
    } catch (err) {
      console.error(messages.deleteFailed, err)
      setStatus({ tone: 'error', text: messages.deleteFailed })
    } finally {
      setBusyId(null)
    }
  }

  /** The form stays open after a save (it says "Saved" itself); the list and the outcome line follow. */
  function saved(item: Item, created: boolean) {
    setStatus({ tone: 'success', text: messages.saved(item, created) })
    changed()
  }

  /** A category in use is not deleted: the outcome line says how many items use it instead of asking. */
  async function deleteCategory(category: CmsCategory) {
    const spec = collection.categories
    if (!spec) return
    if (category.used_by > 0) {
      const them = category.used_by === 1 ? 'it' : 'them'
      return setStatus({ tone: 'error', text: `“${category.name}” is used by ${spec.usedBy(category.used_by)}. Move ${them} to another category before deleting it.` })
    }
    if (!(await confirm({ title: `Are you sure you want to delete the category “${category.name}”?`, confirm: 'Delete', icon: 'trash', danger: true }))) return
    setCategoryBusyId(category.id)
    setStatus(null)
    try {
      const response = await spec.api.remove(category.id)
      if (response.ok) setStatus({ tone: 'success', text: `Category “${category.name}” deleted.` })
      else setStatus({ tone: 'error', text: errorMessage(response, 'Failed to delete category') })
    } catch (err) {
      console.error('Deleting a category failed', err)
      setStatus({ tone: 'error', text: 'Failed to delete category' })
    } finally {
      setCategoryBusyId(null)
      void reloadCategories()
    }
  }

  function categoryNamed(category: Category) {
    const renamed = naming?.renaming
    if (renamed) {
      setStatus({ tone: 'success', text: renamed.name === category.name ? `Category “${category.name}” kept its name.` : `Category “${renamed.name}” renamed to “${category.name}”.` })
      list.reload()
    } else setStatus({ tone: 'success', text: `Category “${category.name}” added.` })
    void reloadCategories()
  }

  return {
    collection,
    mayWrite,
    list,
    categories,
    status,
    setStatus,
    editing,
    openNew: () => setEditing({ id: null }),
    openEdit: (item: Item) => setEditing({ id: item.id, item }),
    continueDraft: (id: number | null) => setEditing({ id, item: list.items?.find((row) => row.id === id), restore: true }),
    closeForm: () => setEditing(null),
    saved,
    busyId,
    deleteItem,
    naming,
    addCategory: () => setNaming({ renaming: null }),
    renameCategory: (category: CmsCategory) => setNaming({ renaming: category }),
    closeNaming: () => setNaming(null),
    categoryNamed,
    categoryBusyId,
    deleteCategory,
    /** The open question (delete an item or a category), drawn by CollectionBody. */
    question,
    /** The selected rows and the bulk bar's actions (BulkBar.tsx). */
    bulk,
  }
}

export type CollectionManager<Item extends { id: number }, F, Body> = ReturnType<typeof useCollection<Item, F, Body>>

/** The button that opens a new item ("New Blog Post"). */
export function NewItemButton<Item extends { id: number }, F, Body>({ manager }: { manager: CollectionManager<Item, F, Body> }) {
  return (
    <button type="button" className="button button-primary" onClick={manager.openNew}>
      <Icon name="plus" size={18} />
      {manager.collection.messages.add}
    </button>
  )
}

/** A screen header's buttons for this collection (roles that write only): Add Category, then the new item. */
export function CollectionActions<Item extends { id: number }, F, Body>({ manager }: { manager: CollectionManager<Item, F, Body> }) {
  if (!manager.mayWrite) return null
  return (
    <>
      {manager.collection.categories && (
        <button type="button" className="button button-secondary" onClick={manager.addCategory}>
          <Icon name="tag" size={18} />
          Add Category
        </button>
      )}
      <NewItemButton manager={manager} />
    </>
  )
}

export function CollectionBody<Item extends { id: number }, F, Body>({ manager }: { manager: CollectionManager<Item, F, Body> }) {
  const { collection, mayWrite, list, editing, categories } = manager
  const { drafts, noun } = collection
  const categorySpec = collection.categories

  return (
    <>
      <StatusText status={manager.status} className="status-block" />

      {mayWrite && !editing && drafts && <KeptDrafts kind={drafts.kind} noun={drafts.noun} onContinue={manager.continueDraft} />}

      {categorySpec && (
        <CategoryPanel
          title={categorySpec.title}
          categories={categories}
          canEdit={mayWrite}
          usedBy={categorySpec.usedBy}
          busyId={manager.categoryBusyId}
          onRename={manager.renameCategory}
          onDelete={manager.deleteCategory}
        />
      )}

      <section className="card list-card" aria-label={collection.label}>
        <ListControls
          noun={noun.many}
          search={collection.search}
          value={list.search}
          onSearch={list.setSearch}
          filters={collection.filters}
          filterValues={list.filters}
          onFilter={list.setFilter}
          loading={list.loading && list.items !== null}
        />
        <BulkBar bulk={manager.bulk} />
        <ListState
          noun={noun.many}
          icon={collection.icon}
          loading={list.loading}
          failed={list.failed}
          count={list.items?.length ?? null}
          searched={list.searched}
          filters={collection.filters}
          filterValues={list.filters}
          onRetry={list.reload}
          emptyAction={mayWrite ? <NewItemButton manager={manager} /> : undefined}
        >
          <CollectionTable
            label={collection.label}
            className={collection.tableClassName}
            columns={collection.columns}
            items={list.items ?? []}
            selection={manager.bulk.table}
            actions={(item) => {
              const links = collection.rowLinks?.(item)
              if (!links && !mayWrite) return null
              return (
                <div className="row-actions">
                  {links}
                  {mayWrite && (
                    <EditDeleteButtons name={collection.itemName(item)} busy={manager.busyId === item.id} onEdit={() => manager.openEdit(item)} onDelete={() => void manager.deleteItem(item)} />
                  )}
                </div>
              )
            }}
          />
        </ListState>
        {list.items !== null && list.total > 0 && <Pager noun={noun.many} page={list.page} pageSize={PAGE_SIZE} total={list.total} onPage={list.setPage} />}
      </section>

      {editing && mayWrite && (
        <CollectionFormDialog
          key={editing.id ?? 'new'}
          collection={collection}
          itemId={editing.id}
          item={editing.item}
          restoreDraft={editing.restore}
          categories={categories ?? []}
          onClose={manager.closeForm}
          onSaved={manager.saved}
        />
      )}
      {manager.question}
      {manager.bulk.dialogs}
      {mayWrite && categorySpec && (
        <CategoryNameDialog
          open={manager.naming !== null}
          kind={categorySpec.kind}
          renaming={manager.naming?.renaming}
          usage={manager.naming?.renaming && manager.naming.renaming.used_by > 0 ? categorySpec.usedBy(manager.naming.renaming.used_by) : undefined}
          save={(name) => {
            const renaming = manager.naming?.renaming
            return renaming ? categorySpec.api.rename(renaming.id, name) : categorySpec.api.create(name)
          }}
          onClose={manager.closeNaming}
          onSaved={manager.categoryNamed}
        />
      )}
    </>
  )
}
