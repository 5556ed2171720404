/**
 * Blog Manager (/admin/blogs and /admin/blog-manager; admin-area §2, §5, §8): search by title,
 * status filter (all, published, scheduled, draft), the list with paging, the categories, and —
 * for editors and up — New Blog Post, Add Category, edit and delete. Viewers read the list only.
 */
import { useState } from 'react'
import type { CmsBlog } from '../../../../shared/api/journal.ts'
import { blogsApi, type ContentListQuery } from '../../api/endpoints.ts'
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
import { BlogFormDialog } from './BlogFormDialog.tsx'
import { BlogTable } from './BlogTable.tsx'

export const DELETE_BLOG_QUESTION = 'Are you sure you want to delete this blog?'
export const DELETE_BLOG_FAILED = 'Failed to delete blog'

async function loadBlogs(q: ContentListQuery) {
  const response = await blogsApi.list(q)
  return response.ok ? { ...response, data: { items: response.data.blogs, total: response.data.total } } : response
}

export function BlogManagerScreen() {
  useDocumentTitle('Blog Manager')
  const mayWrite = canWriteContent(useAuth((s) => s.user?.role))
  const list = useContentList<CmsBlog>(loadBlogs)
  const { categories, reload: loadCategories } = useCategories(blogsApi.categories, 'blog')
  const [status, setStatus] = useState<Status | null>(null)
  /** The open form: a new post (id null) or the post being edited; `restore` puts a kept copy back. */
  const [editing, setEditing] = useState<{ id: number | null; restore?: boolean } | null>(null)
  const [addingCategory, setAddingCategory] = useState(false)
  const { busyId, deleteItem: remove } = useDeleteItem<CmsBlog>({
    remove: blogsApi.remove,
    question: DELETE_BLOG_QUESTION,
    failed: DELETE_BLOG_FAILED,
    deletedText: (item) => `Blog post “${item.title}” deleted.`,
    setStatus,
    onDeleted: list.reload,
  })

  function saved(blog: CmsBlog, created: boolean) {
    setEditing(null)
    const what = blog.state === 'scheduled' ? 'scheduled' : blog.state === 'published' ? 'published' : 'saved as a draft'
    setStatus({ tone: 'success', text: `“${blog.title}” ${created ? 'created and ' : ''}${what}.` })
    list.reload()
  }

  const newPost = (
    <button type="button" className="button button-primary" onClick={() => setEditing({ id: null })}>
      <Icon name="plus" size={18} />
      New Blog Post
    </button>
  )

  return (
    <div className="screen journal-screen">
      <PageHeader
        icon="blog"
        title="Blog Manager"
        description="Write, edit and publish blog posts and manage their categories."
        actions={
          mayWrite && (
            <>
              <button type="button" className="button button-secondary" onClick={() => setAddingCategory(true)}>
                <Icon name="tag" size={18} />
                Add Category
              </button>
              {newPost}
            </>
          )
        }
      />

      {!mayWrite && (
        <div className="screen-note">
          <Notice tone="info" role="note" title="View only.">
            Your role can read blog posts here. Editors and admins create, edit and delete them.
          </Notice>
        </div>
      )}

      <StatusText status={status} className="status-block" />

      {mayWrite && !editing && <KeptDrafts kind="blog" noun="post" onContinue={(id) => setEditing({ id, restore: true })} />}

      <CategoryList title="Blog categories" categories={categories} canAdd={mayWrite} />

      <section className="card list-card" aria-label="Blog posts">
        <ListControls noun="blog posts" search={list.search} onSearch={list.setSearch} status={list.status} onStatus={list.setStatus} loading={list.loading && list.items !== null} />
        <ListState
          noun="blog posts"
          icon="blog"
          loading={list.loading}
          failed={list.failed}
          count={list.items?.length ?? null}
          searched={list.searched}
          status={list.status}
          onRetry={list.reload}
          emptyAction={mayWrite ? newPost : undefined}
        >
          <BlogTable blogs={list.items ?? []} mayWrite={mayWrite} busyId={busyId} onEdit={(blog) => setEditing({ id: blog.id })} onDelete={remove} />
        </ListState>
        {list.items !== null && list.total > 0 && <Pager noun="blog posts" page={list.page} pageSize={PAGE_SIZE} total={list.total} onPage={list.setPage} />}
      </section>

      {editing && mayWrite && (
        <BlogFormDialog key={editing.id ?? 'new'} blogId={editing.id} restoreDraft={editing.restore} categories={categories ?? []} onClose={() => setEditing(null)} onSaved={saved} />
      )}
      {mayWrite && (
        <AddCategoryDialog
          open={addingCategory}
          kind="blog"
          create={blogsApi.addCategory}
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
