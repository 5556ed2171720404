/**
 * The server's half of block rich text (shared/blocks/rich-text.ts, decision 0063): what a save
 * refuses in words, and the one form it stores.
 *
 * Refused, next to the field: code (script-like elements, event handlers), a link that a link field
 * would refuse (`javascript:`, `//host`, `data:`), more words than the field takes. Quietly cleaned:
 * everything else outside the profile, which is what a paste from a word processor brings (spans,
 * headings, classes): sanitize-html keeps only the profile's tags (and the block tags it reads as
 * paragraph boundaries), then the shared model writes the canonical HTML.
 */
import type sanitizeHtml from 'sanitize-html'
import { RICH_TEXT_PROBLEMS, isLink, richTextProblem as wordsAndLinksProblem } from '../../shared/blocks/checks.ts'
import { FIELD_KIND_INFO, type FieldSpec } from '../../shared/blocks/fields.ts'
import { RICH_TEXT_LIST_TAGS, RICH_TEXT_TAGS, isRichTextMarkup, parseRichText, richTextHtmlMax, serializeRichText, withoutLists } from '../../shared/blocks/rich-text.ts'
import { htmlSanitizer } from '../content/sanitize.ts'

/** Tags read as the edge of a paragraph: kept through sanitize-html so that pasted blocks do not run together. */
const BOUNDARY_TAGS = ['div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote']

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS, ...RICH_TEXT_LIST_TAGS, 'b', 'i', ...BOUNDARY_TAGS],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'title'],
}

/** Markup that is code, not copy: refused in words rather than dropped without a word. */
const CODE = /<\s*\/?\s*(?:script|style|iframe|frame|frameset|object|embed|applet|form|input|button|textarea|select|svg|math|template|link|meta|base|noscript)\b|<[^>]*\son[a-z]+\s*=|<[^>]*\s(?:srcdoc|formaction)\s*=/i

export { RICH_TEXT_PROBLEMS }

/** What is wrong with a rich-text value, in a person's words; null when it can be stored. */
export function richTextProblem(field: FieldSpec, value: string): string | null {
  const max = field.max ?? FIELD_KIND_INFO.richText.max
  if (value.length > richTextHtmlMax(max)) return RICH_TEXT_PROBLEMS.tooMuchMarkup
  if (isRichTextMarkup(value) && CODE.test(value)) return RICH_TEXT_PROBLEMS.code
  return wordsAndLinksProblem({ label: field.label, max, required: field.required }, value)
}

/** The stored form of a value that richTextProblem accepted: sanitised, then the canonical HTML of the profile. */
export function cleanRichText(field: FieldSpec, value: string): string {
  // sanitize-html writes entities; a wrapping <p> keeps its answer read as HTML even when no tag is left in it.
  const blocks = parseRichText(isRichTextMarkup(value) ? `<p>${htmlSanitizer()(value, OPTIONS)}</p>` : value, isLink)
  return serializeRichText(field.lists ? blocks : withoutLists(blocks))
}
