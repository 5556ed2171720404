/**
 * The frame of a served item's page (content/<type>/Detail.tsx): the staff preview banner, and the
 * article with its glow, a back link to where the item is listed, a small badge and the title; the
 * type's screen adds the rest of the head (`head`) and the body (`children`). One place for the
 * markup every detail page shares, so the journal's styles (styles/journal.css) apply alike.
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ArrowLeftIcon } from '../components/journal/icons.tsx'
import { PreviewNote } from '../components/journal/ArticleStates.tsx'
import type { ServedPageItem } from './served.ts'

interface ItemArticleProps {
  item: ServedPageItem
  /** The item in running text ("event"), for the preview banner. */
  noun: string
  /** The prefix of the title's id (`<id>-title`, which labels the article) and the article's class (`<id>-article`). */
  id: string
  title: string
  back: { to: string; label: string }
  badge: ReactNode
  /** What the head shows under the title (a lead, facts). */
  head?: ReactNode
  children: ReactNode
}

export function ItemArticle({ item, noun, id, title, back, badge, head, children }: ItemArticleProps) {
  return (
    <>
      {item.preview && <PreviewNote status={item.status} publishDate={item.publish_date} noun={noun} />}
      <article className={`j-article ${id}-article`} aria-labelledby={`${id}-title`}>
        <div className="j-article-glow" aria-hidden="true" />
        <header className="container j-article-head">
          <Link to={back.to} className="j-back">
            <ArrowLeftIcon size={18} />
            {back.label}
          </Link>
          <p className="j-badge">{badge}</p>
          <h1 id={`${id}-title`} className="j-article-title">
            {title}
          </h1>
          {head}
        </header>
        {children}
      </article>
    </>
  )
}
