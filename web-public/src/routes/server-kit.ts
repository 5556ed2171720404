/**
 * The helpers the routes' server parts use (./kit.ts says why they are reached through here).
 * Server code imports this module; the browser build never does. Importing it installs them.
 */
import { blockByType } from '../../../shared/blocks/catalogue.ts'
import { isManagedKey } from '../../../shared/pages/managed.ts'
import { describeImage, findBlog, loadExtras, loadPage } from '../../loaders.ts'
import { NOT_FOUND_META } from '../frame-meta.ts'
import { BLOG_LIST_META, BLOG_NOT_FOUND_META, VLOG_LIST_META, blogMeta, pastLastPageMeta } from '../journal-meta.ts'
import { LIST_PAGE_SIZE, RELATED_LIMIT, authorNames, isPastLastPage, listQueryString, pageCount, parseListQuery, serviceQuery } from '../lib/journal.ts'
import { managedPageMeta } from '../page-meta.ts'
import { servedItemMeta, servedListMeta, servedNotFoundMeta } from '../content/served.ts'

export const SERVER_KIT = {
  blockByType,
  isManagedKey,
  describeImage,
  findBlog,
  loadExtras,
  loadPage,
  NOT_FOUND_META,
  BLOG_LIST_META,
  BLOG_NOT_FOUND_META,
  VLOG_LIST_META,
  blogMeta,
  pastLastPageMeta,
  LIST_PAGE_SIZE,
  RELATED_LIMIT,
  authorNames,
  isPastLastPage,
  listQueryString,
  pageCount,
  parseListQuery,
  serviceQuery,
  managedPageMeta,
  servedItemMeta,
  servedListMeta,
  servedNotFoundMeta,
}

globalThis.YERTH_SERVER_KIT = SERVER_KIT
