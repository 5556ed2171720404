/**
 * One content type of the console, described once as data: its calls, list filters, table columns,
 * form fields and messages (STYLE.md "one typed config per collection"). The shared pieces in this
 * folder draw any collection: the list with server search and paging (useCollectionList,
 * ListControls, ListState, Pager, CollectionTable), the form dialog with its unsaved-changes guard
 * (CollectionFormDialog, FormFields), the confirmed delete and the categories (useCollection,
 * CategoryPanel). Blog posts, vlogs, media-kit items and press highlights are such configs.
 */
import type { ReactNode } from 'react'
import type { AdminUser } from '../../../shared/api/auth.ts'
import type { Category, CmsCategory } from '../../../shared/api/journal.ts'
import type { ApiResponse } from '../api/client.ts'
import type { IconName } from '../components/Icon.tsx'
import type { RevisionType } from '../api/revisions.ts'
import type { DraftKind } from '../lib/drafts/draftStore.ts'

/** What a list asks the server for: the search, the value of every filter, and the page. */
export interface ListQuery {
  search: string
  filters: Record<string, string>
  limit: number
  offset: number
}

export interface ListPage<T> {
  items: T[]
  total: number
}

/** A select above the list; its first option is the default ("all"). */
export interface ListFilter {
  key: string
  label: string
  options: ReadonlyArray<{ value: string; label: string }>
}

/** A table column: its header (also the cell's label on phones) and how a row's cell is drawn. */
export interface Column<T> {
  header: string
  cell: (item: T) => ReactNode
  /** Class of the cells (e.g. 'nowrap'). */
  className?: string
}

/** A refused save as the form shows it: the message, and the spec's tip where it has one. */
export interface SaveError {
  message: string
  tip?: string
}

/** The client checks of a form: a message per field (in the order to fix them), and the summary to show. */
export interface FormCheck<F> {
  problems: Partial<Record<FieldKey<F>, string>>
  /** null: nothing to fix. */
  message: string | null
}

export type FieldKey<F> = keyof F & string
/** Keys of the form whose values are text. */
export type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string

/** What a custom field may read and do. */
export interface FieldContext<F> {
  values: F
  set: <K extends FieldKey<F>>(key: K, value: F[K]) => void
  /** Several fields at once (e.g. an upload fills the address, type and size). */
  setMany: (values: Partial<F>) => void
  problem: (key: FieldKey<F>) => string | undefined
}

type Hint<F> = ReactNode | ((values: F) => ReactNode)

/** The fields a form is made of; `key` names the form value each one edits. */
export type FieldSpec<F> =
  | {
      kind: 'text'
      key: TextKey<F>
      label: string
      required?: boolean
      maxLength: number
      hint?: Hint<F>
      type?: 'text' | 'url'
      placeholder?: string
      /** 'title': the large first field, focused when an item opens. */
      variant?: 'title' | 'mono'
      /** Drawn right after the field (e.g. the video's preview). */
      after?: (values: F) => ReactNode
    }
  | { kind: 'textarea'; key: TextKey<F>; label: string; required?: boolean; maxLength: number; rows: number; hint?: Hint<F> }
  /** The URL slug: follows the `from` field until edited by hand. */
  | { kind: 'slug'; key: TextKey<F>; from: TextKey<F>; prefix?: string }
  /** The ProseMirror editor (one per form); its value is HTML. */
  | { kind: 'richtext'; key: TextKey<F>; label: string; required?: boolean; placeholder?: string }
  | { kind: 'select'; key: TextKey<F>; label: string; required?: boolean; placeholder?: string; options: ReadonlyArray<{ value: string; label: string }>; hint?: Hint<F> }
  /** A choice among the collection's categories. */
  | { kind: 'category'; key: TextKey<F>; label: string; required?: boolean }
  | {
      kind: 'image'
      key: FieldKey<F>
      label: string
      hint?: ReactNode
      previewAlt: string
      /** Removing the image stores null (else ''). */
      nullable?: boolean
      fallback?: (values: F) => { src: string; caption: string } | undefined
    }
  /** Draft or published, and the publish date; `schedules`: a future date keeps it hidden until then. */
  | { kind: 'publishing'; status: FieldKey<F>; date: TextKey<F>; noun: string; schedules?: boolean }
  /** Meta title, description and keywords (the form has meta_title, meta_description and meta_keywords). */
  | { kind: 'seo'; titleHint: string; descriptionHint: string }
  | { kind: 'custom'; key: string; render: (field: FieldContext<F>) => ReactNode }

export interface FormSpec<Item, F, Body> {
  empty: (me: AdminUser | null) => F
  of: (item: Item) => F
  body: (values: F) => Body
  /** `isEmpty` tells whether a field is empty (the rich-text editor: no text and no image). */
  check: (values: F, isEmpty: (key: TextKey<F>) => boolean) => FormCheck<F>
  /** A refused save in words (`values`: what was sent); fields named by the server's details are shown at the fields. */
  saveError: (response: ApiResponse<unknown>, values: F) => SaveError
  /** The main column, then titled groups in the side column. */
  main: FieldSpec<F>[]
  side: Array<{ title: string; fields: FieldSpec<F>[] }>
  labels: {
    newTitle: string
    editTitle: string
    /** Under the dialog's title. */
    description: string
    loading: string
    loadFailed: string
    /** The submit button of a new item ("Create Post"); an edit says "Save Changes". */
    create: string
    /** Said when the network fails. */
    networkError: string
    /** Logged with failures: "the blog". */
    what: string
  }
}

/** The calls of a collection, each answering the item itself. */
export interface CollectionApi<Item, Body> {
  list: (q: ListQuery) => Promise<ApiResponse<ListPage<Item>>>
  /** Reads one item fresh when its form opens; without it the form starts from the row. */
  get?: (id: number) => Promise<ApiResponse<Item>>
  create: (body: Body) => Promise<ApiResponse<Item>>
  update: (id: number, body: Body) => Promise<ApiResponse<Item>>
  remove: (id: number) => Promise<ApiResponse<unknown>>
}

export interface CategoryApi {
  list: () => Promise<ApiResponse<{ categories: CmsCategory[] }>>
  create: (name: string) => Promise<ApiResponse<{ category: Category }>>
  rename: (id: number, name: string) => Promise<ApiResponse<{ category: Category }>>
  remove: (id: number) => Promise<ApiResponse<unknown>>
}

export interface Collection<Item extends { id: number }, F, Body = unknown> {
  /** The collection's name in logs and element ids: "blogs". */
  key: string
  /** "blog post" / "blog posts", in list states, pager and messages. */
  noun: { one: string; many: string }
  icon: IconName
  /** The table's accessible name and the list's region label: "Blog posts". */
  label: string
  api: CollectionApi<Item, Body>
  search: { label: string; placeholder: string }
  filters: ListFilter[]
  columns: Column<Item>[]
  /** Links shown in every row before Edit and Delete (view on the website, download). */
  rowLinks?: (item: Item) => ReactNode
  tableClassName?: string
  /** How rows are named in buttons: "Edit {name}". */
  itemName: (item: Item) => string
  form: FormSpec<Item, F, Body>
  /** Unsaved copies kept in the browser and offered back (components/drafts). */
  drafts?: { kind: DraftKind; noun: string; label: (values: F) => string; subjectNew: string; subjectEdit: string }
  categories?: { api: CategoryApi; title: string; kind: string; usedBy: (count: number) => string }
  /**
   * Revisions, conflicts and server autosave (issue 18; components/history/collectionHistory.ts): a
   * collection has them when a versioned content type names its key (`manager.collection`,
   * shared/content-types/), or `type` here; `labels` names values custom fields edit; false: none.
   */
  history?: { type?: RevisionType; labels?: Record<string, string> } | false
  /** Multi-select and the bulk bar (issue 18; see "Bulk actions" below). */
  bulk?: BulkSpec
  messages: {
    /** The button that opens a new item ("New Blog Post"). */
    add: string
    deleteQuestion: string
    deleteFailed: string
    deleted: (item: Item) => string
    saved: (item: Item, created: boolean) => string
    /** Shown to roles that only read. */
    viewOnly: string
  }
}

/** Any collection, for the pieces that do not care about its item and form types. */
export type AnyCollection = Collection<any, any, any>

// ---------- Bulk actions (issue 18): multi-select and the bulk bar (BulkBar.tsx) ----------

/** One button of the bulk bar. */
export interface BulkAction {
  /** The action the server is asked for ('publish', 'delete', 'read'). */
  key: string
  /** The button: "Publish", "Move to category…". */
  label: string
  icon: IconName
  /** What it did, in the outcome line: "3 blog posts {published}." */
  done: string
  /** Asks for one of the collection's categories first (Move to category…). */
  category?: boolean
  /** Destructive: asked first with a question naming the count, and drawn in red. */
  danger?: {
    question: (count: number) => string
    description?: (count: number) => string
    confirm: string
  }
}

/** What the rows of a list can have done to them together, and the one call that does it. */
export interface BulkSpec {
  actions: readonly BulkAction[]
  run: (ids: number[], action: string, category?: string) => Promise<ApiResponse<{ done: number[] }>>
}
