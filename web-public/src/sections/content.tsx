/**
 * Helpers every section component uses to draw stored section text and links. Section text is
 * plain text, drawn as text: never as HTML. A rich-text field (shared/blocks/rich-text.ts) is read
 * into its small model and drawn as React elements (RichText), never set as HTML either: a stored
 * value that was never cleaned still draws as words.
 */
import type { ReactNode } from 'react'
import type { Section } from '../../../shared/api/pages.ts'
import type { BlockSpec, ItemOf, MetaFieldName } from '../../../shared/blocks/fields.ts'
import { parseRichText, type RichBlock, type RichInline } from '../../../shared/blocks/rich-text.ts'
import { AppLink } from '../components/AppLink.tsx'

/** Non-empty lines of a multi-line text (a list stored in one string: one item per line). */
export function lines(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
}

/** Paragraphs of a multi-line text: blank lines separate paragraphs, single newlines become <br>. */
export function Paragraphs({ text, className }: { text: string | undefined; className?: string }) {
  const paragraphs = (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  return (
    <>
      {paragraphs.map((p, i) => (
        <p key={i} className={className}>
          {p.split(/\r?\n/).map((line, j) => (
            <span key={j}>
              {j > 0 && <br />}
              {line}
            </span>
          ))}
        </p>
      ))}
    </>
  )
}

/** The model of a rich-text value; links that the public site would not follow keep their words, unlinked. */
export const richBlocks = (value: string | undefined): RichBlock[] => parseRichText(value, (href) => safeHref(href) !== null)

function RichInlines({ nodes }: { nodes: RichInline[] }) {
  return (
    <>
      {nodes.map((node, i) =>
        'text' in node ? (
          node.text
        ) : 'br' in node ? (
          <br key={i} />
        ) : 'mark' in node ? (
          node.mark === 'strong' ? (
            <strong key={i}>
              <RichInlines nodes={node.children} />
            </strong>
          ) : (
            <em key={i}>
              <RichInlines nodes={node.children} />
            </em>
          )
        ) : (
          <SectionLink key={i} href={node.href} className="rich-link">
            <RichInlines nodes={node.children} />
          </SectionLink>
        ),
      )}
    </>
  )
}

/**
 * A rich-text field (or the blocks of one, `blocks`, for a design that splits them): its paragraphs
 * with `className`, its lists, bold, italic and links. Nothing when it holds no words.
 */
export function RichText({ value, blocks, className }: { value?: string; blocks?: RichBlock[]; className?: string }) {
  const model = blocks ?? richBlocks(value)
  return (
    <>
      {model.map((block, i) => {
        if (block.kind === 'p') {
          return (
            <p key={i} className={className}>
              <RichInlines nodes={block.children} />
            </p>
          )
        }
        const List = block.kind
        return (
          <List key={i} className={`rich-list${className ? ` ${className}` : ''}`}>
            {block.items.map((item, j) => (
              <li key={j}>
                <RichInlines nodes={item} />
              </li>
            ))}
          </List>
        )
      })}
    </>
  )
}

/**
 * A string field of a section's metadata ('' when absent or not a string), by the name its block
 * declares: `meta<typeof STATEMENT_BLOCK>(section, 'pillars')` (the declaration imported as a type
 * only, so none of it reaches the bundle); a name the block does not declare does not compile, and
 * neither does a call that names no block.
 */
export function meta<S extends BlockSpec = never>(section: Section, key: MetaFieldName<S>): string {
  const value = section.metadata?.[key]
  return typeof value === 'string' ? value : ''
}

/** The repeated entries of a designed section (slides, cards...), typed by its block's item fields (`items<typeof X_BLOCK>(section)`); [] when absent. */
export function items<S extends BlockSpec = never>(section: Section): Array<ItemOf<S>> {
  const value = section.metadata?.items
  return (Array.isArray(value) ? value.filter((i) => i && typeof i === 'object') : []) as Array<ItemOf<S>>
}

/** A site path (`/contact`, `/journal#x`) as opposed to an absolute URL. */
export const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//')

/** Only site paths, #anchors, mailto: and http(s) URLs are links; anything else draws no link. */
export function safeHref(href: string | undefined): string | null {
  const h = (href ?? '').trim()
  if (!h) return null
  if (isSitePath(h) || h.startsWith('#') || /^mailto:[^\s]+$/i.test(h)) return h
  try {
    const url = new URL(h)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * A link from section content: site paths navigate inside the app; absolute URLs open in a new tab
 * (with rel=noopener); an unusable href draws the children without a link.
 */
export function SectionLink({ href, className, children, ...rest }: { href: string | undefined; className?: string; children: ReactNode; 'aria-label'?: string }) {
  const h = safeHref(href)
  if (!h) return <span className={className}>{children}</span>
  if (isSitePath(h)) return <AppLink to={h} className={className} {...rest}>{children}</AppLink>
  if (h.startsWith('#') || h.startsWith('mailto:')) return <a href={h} className={className} {...rest}>{children}</a>
  return (
    <a href={h} className={className} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  )
}

/** The heading level of a section: the page's first visible section carries the page's h1. */
export function Heading({ index, className, id, children }: { index: number; className?: string; id?: string; children: ReactNode }) {
  return index === 0 ? <h1 className={className} id={id}>{children}</h1> : <h2 className={className} id={id}>{children}</h2>
}

/**
 * The heading of a block whose design draws none (a button, a picture): every <section> names itself
 * with a heading (issue 29; the Nu checker warns of one without), read by screen readers and outline
 * tools, never shown (base.css .sr-only). At the page's top it is the page's h1, as Heading.
 */
export function HiddenHeading({ index, children }: { index: number; children: ReactNode }) {
  return <Heading index={index} className="sr-only">{children}</Heading>
}
