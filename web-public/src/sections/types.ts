/** What a section component gets: its stored section and the page around it. */
import type { BlogSummary } from '../../../shared/api/journal.ts'
import type { MediaKitItem, PublicPressHighlight } from '../../../shared/api/media-kit.ts'
import type { PublicPage, Section } from '../../../shared/api/pages.ts'

/** Data some designed sections need beyond their own content, loaded by the server with the page. */
export interface PageExtras {
  /** Home's latest-blogs teaser: the latest published posts (undefined: fetched in the browser). */
  latestBlogs?: BlogSummary[]
  /** Media's kit cards, every item (undefined: fetched in the browser). */
  mediaKit?: MediaKitItem[]
  /** Media's press highlights, the newest 3 (undefined: fetched in the browser). */
  press?: PublicPressHighlight[]
  /** The content lists' cards, by content type (the `content-list` block; always loaded by the server). */
  served?: Record<string, ServedCard[]>
}

/** One item of a content list, ready to draw: its page, title, facts in words and summary. */
export interface ServedCard {
  id: number
  href: string
  title: string
  facts: string[]
  summary: string
}

export interface SectionProps {
  section: Section
  page: PublicPage
  extras: PageExtras
  /** Position among the page's visible sections (0 = first: draw the page's h1, load images eagerly). */
  index: number
}

export type SectionComponent = (props: SectionProps) => React.JSX.Element | null

/** A chunk's block components, by block type (sections/registry.ts). */
export type BlockComponents = Record<string, SectionComponent>
/** The same map under its old name (the chunks' index.ts files). */
export type DesignedSections = BlockComponents
