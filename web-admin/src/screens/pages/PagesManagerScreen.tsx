/**
 * Website Pages Manager (/admin/pages and /admin/pages-manager; admin-area §2, §4, §7, §8, §9;
 * issues 7 and 17): the seven managed pages and the pages editors created on the left, "Select a Page
 * to Edit" until one is chosen, then its section editor with the live preview. The block catalogue
 * (GET /api/cms/pages/blocks) is loaded with the pages: every form is drawn from it. On load, a managed
 * page the server does not have yet is created with its default sections (published) and the list
 * reloads. Editors create pages (New Page, or Duplicate from an open page) and delete the ones they created. Viewers look but do not edit.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import type { BlockCatalogueEntry, Page } from '../../../../shared/api/pages.ts'
import { defaultMetaTitle, MANAGED_PAGES } from '../../../../shared/pages/managed.ts'
import { pagesApi } from '../../api/endpoints.ts'
import { Icon } from '../../components/Icon.tsx'
import { Loader } from '../../components/Loader.tsx'
import { Notice } from '../../components/Notice.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { DRAFTS_CHANGED, listDrafts } from '../../lib/drafts/draftStore.ts'
import { canWriteContent } from '../../lib/roles.ts'
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts'
import { useAuth } from '../../stores/auth.ts'
import '../../styles/content.css'
import '../../styles/pages.css'
import '../../styles/blocks-editor.css'
import { NewPageDialog } from './NewPageDialog.tsx'
import { PageEditor } from './PageEditor.tsx'
import { entryByKey, pageEntries, type PageRecord } from './pageEntries.ts'
import { SELECT_PROMPT } from './pageForm.ts'
import { PageList } from './PageList.tsx'

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; pages: PageRecord[]; catalogue: BlockCatalogueEntry[] }

/** GET the pages; create the managed pages the server lacks (their defaults, published), then GET again. */
async function loadPages(createMissing: boolean): Promise<PageRecord[] | null> {
  const response = await pagesApi.list()
  if (!response.ok) {
    console.error('Loading the pages failed', response.status, response.data)
    return null
  }
  const pages = response.data.pages ?? []
  const missing = MANAGED_PAGES.filter((m) => !pages.some((p) => p.page_name === m.name))
  if (!createMissing || missing.length === 0) return pages
  // The server seeds the pages itself; the defaults are fetched only in the rare case it has not.
  const { DEFAULT_SECTIONS } = await import('../../../../shared/pages/defaults/index.ts')
  for (const managed of missing) {
    const created = await pagesApi.create({
      page_name: managed.name,
      content_json: JSON.stringify(DEFAULT_SECTIONS[managed.key]),
      meta_title: defaultMetaTitle(managed.name),
      meta_description: '',
      is_published: true,
    })
    // 409: another console created it meanwhile.
    if (!created.ok && created.status !== 409) console.error(`Creating the ${managed.name} page failed`, created.status, created.data)
  }
  const again = await pagesApi.list()
  return again.ok ? (again.data.pages ?? []) : pages
}

/** The block catalogue the section editor draws its forms from. */
async function loadCatalogue(): Promise<BlockCatalogueEntry[] | null> {
  const response = await pagesApi.blocks()
  if (response.ok && Array.isArray(response.data)) return response.data
  console.error('Loading the block catalogue failed', response.status, response.data)
  return null
}

export function PagesManagerScreen() {
  useDocumentTitle('Website Pages Manager')
  const user = useAuth((s) => s.user)
  const mayEdit = canWriteContent(user?.role)
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [openDirty, setOpenDirty] = useState(false)
  const [kept, setKept] = useState<ReadonlySet<number>>(new Set())
  /** The New Page dialog: open blank (true), or duplicating a page. */
  const [creating, setCreating] = useState<false | true | PageRecord>(false)

  useEffect(() => {
    let live = true
    setLoad((current) => (current.state === 'ready' ? current : { state: 'loading' }))
    Promise.all([loadPages(mayEdit), loadCatalogue()])
      .then(([pages, catalogue]) => live && setLoad(pages && catalogue ? { state: 'ready', pages, catalogue } : { state: 'failed' }))
      .catch((err) => {
        console.error('Loading the pages failed', err)
        if (live) setLoad({ state: 'failed' })
      })
    return () => {
      live = false
    }
  }, [mayEdit, attempt])

  // Pages with a copy of unsaved changes kept in this browser (marked in the list).
  const userId = user?.id ?? null
  useEffect(() => {
    if (userId === null) return
    const read = () => setKept(new Set(listDrafts(userId, 'page').flatMap((d) => (d.itemId === null ? [] : [d.itemId]))))
    read()
    window.addEventListener(DRAFTS_CHANGED, read)
    window.addEventListener('storage', read)
    return () => {
      window.removeEventListener(DRAFTS_CHANGED, read)
      window.removeEventListener('storage', read)
    }
  }, [userId])

  const pages = load.state === 'ready' ? load.pages : []
  const entries = pageEntries(pages)
  const selectedKey = params.get('page')
  const moved = useRef<{ from: string; to: string } | null>(null)
  // A page that just moved is still the one `?page=` names until the address catches up.
  const selected = entryByKey(entries, selectedKey) ?? (moved.current?.from === selectedKey ? entryByKey(entries, moved.current.to) : undefined)
  const selectedKeyRef = useRef(selectedKey)
  selectedKeyRef.current = selectedKey
  const selectedIdRef = useRef(selected?.page?.id ?? null)
  selectedIdRef.current = selected?.page?.id ?? null
  const unsaved = new Set(kept)
  if (selected?.page && openDirty) unsaved.add(selected.page.id)

  // `?page=` names no page (deleted, mistyped): back to the list, without a history entry.
  const unknown = load.state === 'ready' && selectedKey !== null && !selected
  useEffect(() => {
    if (unknown) navigate({ search: '' }, { replace: true })
  }, [unknown, navigate])

  const saved = useCallback(
    (page: Page) => {
      setLoad((current) => (current.state === 'ready' ? { ...current, pages: current.pages.map((p) => (p.id === page.id ? { ...p, ...page } : p)) } : current))
      // A created page that moved is named by its new address in `?page=` (the editor stays open).
      if (!page.managed && page.slug && selectedKeyRef.current !== null && selectedKeyRef.current !== page.slug && selectedIdRef.current === page.id) {
        moved.current = { from: selectedKeyRef.current, to: page.slug }
        navigate({ search: `?page=${encodeURIComponent(page.slug)}` }, { replace: true })
      }
    },
    [navigate],
  )

  const deleted = useCallback((id: number) => {
    setLoad((current) => (current.state === 'ready' ? { ...current, pages: current.pages.filter((p) => p.id !== id) } : current))
  }, [])

  function created(page: PageRecord) {
    setCreating(false)
    setLoad((current) => (current.state === 'ready' ? { ...current, pages: [...current.pages.filter((p) => p.id !== page.id), page] } : current))
    const entry = pageEntries([page]).find((e) => e.page?.id === page.id)
    if (entry) navigate({ search: `?page=${encodeURIComponent(entry.key)}` })
  }

  return (
    <div className="screen pages-screen">
      <PageHeader icon="pages" title="Website Pages Manager" description="Edit the sections and search metadata of the public pages, with a live preview." />

      {!mayEdit && (
        <div className="screen-note">
          <Notice tone="info" role="note" title="View only.">
            Your role can read the pages here. Editors and admins change them.
          </Notice>
        </div>
      )}

      {load.state === 'loading' ? (
        <div className="card">
          <Loader label="Loading the pages…" />
        </div>
      ) : load.state === 'failed' ? (
        <div className="card pages-failed" role="alert">
          <Icon name="alert" size={20} />
          <p>The pages could not be loaded.</p>
          <button type="button" className="button button-secondary button-sm" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      ) : (
        <div className="pages-layout" data-selected={selected ? '' : undefined}>
          <PageList entries={entries} selected={selected?.key ?? null} unsaved={unsaved} onNewPage={mayEdit ? () => setCreating(true) : undefined} />
          <div className="pages-main">
            {selected?.page ? (
              <PageEditor
                key={selected.page.id}
                entry={{ ...selected, page: selected.page }}
                catalogue={load.catalogue}
                mayEdit={mayEdit}
                onSaved={saved}
                onDirtyChange={setOpenDirty}
                onDeleted={deleted}
                onDuplicate={mayEdit ? (page) => setCreating(page) : undefined}
                otherPages={load.pages.filter((p) => p.id !== selected.page!.id)}
              />
            ) : (
              <section className="card empty-state pages-empty" aria-labelledby="pages-select-title">
                <span className="empty-state-art" aria-hidden="true">
                  <span className="empty-state-ring" />
                  <Icon name="pages" size={34} />
                </span>
                <h2 id="pages-select-title" className="empty-state-title">
                  {SELECT_PROMPT}
                </h2>
                <p className="empty-state-text">
                  Choose a page from the list to edit its sections and search settings. Changes show in a live preview and reach the site when you save.
                </p>
              </section>
            )}
          </div>
        </div>
      )}
      {creating !== false && load.state === 'ready' && (
        <NewPageDialog
          pages={load.pages}
          catalogue={load.catalogue}
          source={creating === true ? undefined : creating}
          onCreated={created}
          onClose={() => setCreating(false)}
        />
      )}
    </div>
  )
}
