/**
 * What a content type is, declared once (issue 30). A content type is a kind of item editors keep
 * in the console and visitors may see: blog posts, vlogs, press highlights, media kit items, pages.
 * Each is one declaration in this folder, named by one line of the registry (./index.ts); what
 * every type has in common reads the registry instead of naming kinds:
 * - revisions and the Trash: which types keep versions, the field names their summaries and diffs
 *   use, which fields a restore keeps as they are now (shared/api/revisions.ts, modules/revisions);
 * - the media library: what each place an image is used is called (shared/api/media-library.ts);
 * - bulk actions: which actions its list offers (the module's bulk route, the console's bar);
 * - the console: the Trash's labels, icons and filter, and which manager's history is which type.
 * Framework-free and free of schema code: the server and both bundles import it.
 */

/** The permissions a content type's console routes use (modules/auth/permissions.ts defines them all). */
export type ContentPermission = 'console:read' | 'pages:read' | 'content:write' | 'pages:edit'

export interface ContentTypeDeclaration {
  /** Its name in the API (/api/cms/<type>), in revisions, the Trash and media usage. */
  type: string
  /** Its table: it has `id`, and `version` when it keeps versions (its migration adds the column). */
  table: string
  /** One item in running text: "post", "media kit item". */
  noun: string
  /** One item as a label ("Blog post"), and several ("Blog posts"). */
  label: string
  plural: string
  /** The audit log's target type of one item ('blog', 'media_kit_item'). */
  auditAs: string
  /** Who may read it in the console, and who may change it (its history read and restored alike). */
  permissions: { read: ContentPermission; write: ContentPermission }
  /**
   * Where the console manages it: the screen's name and address, the icon its items show (the
   * console's Icon names), and the key of the console collection that edits it, when one does.
   */
  manager: { screen: string; path: string; icon: string; collection?: string }
  /**
   * Versions and the Trash (modules/revisions):
   * - `labels`: its saved fields (the PUT body's keys) in words, for revision summaries and diffs;
   * - `publishing`: the fields that say whether, and from when, visitors see an item: a restore
   *   keeps them as they are now unless asked (issue 29);
   * - `itemKeys`: PUT-body keys the item reads back under another name (a vlog sends `thumbnail`,
   *   reads `thumbnail_url`).
   */
  versions?: { labels: Readonly<Record<string, string>>; publishing: readonly string[]; itemKeys?: Readonly<Record<string, string>> }
  /** Its items can show library images: the media library asks its module where each image is used. */
  usesImages: boolean
  /** The actions its console list applies to several items at once (POST /api/cms/<type>/bulk; shared/api/bulk.ts). */
  bulk: readonly string[]
}

/** A content type, typed as written (its `type` stays a literal: unions of types are derived from the registry). */
export const defineContentType = <const D extends ContentTypeDeclaration>(declaration: D): D => declaration
