/**
 * SEO Settings (admin-area §2, §4, §5): meta title, meta description (150–160 characters, counted as
 * typed), keywords and the canonical URL (a URL field). Its Save only closes the window; the values
 * reach the site with the page's Save Changes. Cancel leaves the page's values as they were. After a
 * refused save names one of these fields, the editor opens this window with the messages under them.
 * The title's hint says that " | Yerth" is added after it, and a search-result preview shows the
 * title, address and description as a search engine cuts them (about 60 and 160 characters).
 * Link previews (issue 31): the social image (upload, library or address), title and description,
 * each empty for its default (the first image of the first section, the search title and
 * description), and a preview of the card as a share draws it: large with an image, small without.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { PAGE_LIMITS } from '../../../../shared/api/pages.ts'
import { Dialog } from '../../components/Dialog.tsx'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { SeoFields } from '../../components/journal/SeoFields.tsx'
import type { SeoValues } from './pageForm.ts'
import { isHttpUrl } from '../../../../shared/http-url.ts'
import { BRAND, pageTitle } from '../../../../shared/brand.ts'
import { titleBeforeBrand } from '../../../../shared/pages/managed.ts'
import { cutForSearch, SEARCH_DESCRIPTION_CHARS, SEARCH_TITLE_CHARS, SOCIAL_DESCRIPTION_CHARS, SOCIAL_TITLE_CHARS } from './searchPreview.ts'
import { ImageUrlField } from './ImageUrlField.tsx'
import { SEO_FIELD_NAMES } from './pageForm.ts'
import type { FieldDescription } from './blockForm.ts'

const SOCIAL_IMAGE_FIELD: FieldDescription = {
  name: 'social_image',
  label: 'Social image',
  kind: 'image',
  required: false,
  max: PAGE_LIMITS.url,
  hint: 'Shown when the page is shared. Leave empty to use the first image of its first section.',
}

/** The card a share of the page shows (Open Graph, X): large with an image, the site's small card without. */
function SocialPreview({ image, title, description }: { image: string | undefined; title: string; description: string }) {
  return (
    <figure className="search-preview social-preview" aria-label="Social card preview">
      <figcaption className="search-preview-caption">When shared</figcaption>
      <div className={image ? 'social-preview-card' : 'social-preview-card is-small'}>
        <img className="social-preview-image" src={image ?? '/og-image.png'} alt="" />
        <div className="social-preview-text">
          <p className="social-preview-domain">{BRAND.domain}</p>
          <p className="social-preview-title">{cutForSearch(title, SOCIAL_TITLE_CHARS)}</p>
          <p className={description ? 'social-preview-description' : 'social-preview-description search-preview-empty'}>
            {description ? cutForSearch(description, SOCIAL_DESCRIPTION_CHARS) : 'No description yet: the page’s default summary is shown.'}
          </p>
        </div>
      </div>
    </figure>
  )
}

function SearchPreview({ title, path, description }: { title: string; path: string; description: string }) {
  const crumbs = path.split('/').filter(Boolean)
  return (
    <figure className="search-preview" aria-label="Search result preview">
      <figcaption className="search-preview-caption">In search results</figcaption>
      <p className="search-preview-url">{[BRAND.domain, ...crumbs].join(' › ')}</p>
      <p className="search-preview-title">{cutForSearch(title, SEARCH_TITLE_CHARS)}</p>
      <p className={description ? 'search-preview-description' : 'search-preview-description search-preview-empty'}>
        {description ? cutForSearch(description, SEARCH_DESCRIPTION_CHARS) : 'No description yet: the page’s default summary is shown.'}
      </p>
    </figure>
  )
}

interface SeoDialogProps {
  /** The page's key (`home` keeps the site's own title while its meta title is the default). */
  pageKey: string
  path: string
  pageName: string
  defaultTitle: string
  values: SeoValues
  /** The first image of the page's first section: what a share shows while the social image is empty. */
  defaultImage?: string
  /** A refused save's messages for these fields (meta_title, canonical_url...), shown under each. */
  errors?: Record<string, string>
  readOnly: boolean
  onApply: (values: SeoValues) => void
  onClose: () => void
}

export const CANONICAL_PROBLEM = 'Enter a full address such as https://www.yerth.com/about, or leave it empty.'

function canonicalProblem(value: string): string | null {
  const url = value.trim()
  if (!url) return null
  return isHttpUrl(url) ? null : CANONICAL_PROBLEM
}

export function SeoDialog({ pageKey, path, pageName, defaultTitle, values, defaultImage, errors = {}, readOnly, onApply, onClose }: SeoDialogProps) {
  const [draft, setDraft] = useState(values)
  const [problem, setProblem] = useState<string | null>(null)
  const body = useRef<HTMLFieldSetElement>(null)
  // Opened because the server refused one of these fields: that field has focus (after the dialog's own first focus).
  const firstRefused = SEO_FIELD_NAMES.find((key) => errors[key])
  useEffect(() => {
    if (firstRefused) body.current?.querySelector<HTMLElement>(`[data-field="${firstRefused}"], [data-path="${firstRefused}"]`)?.focus()
  }, [])
  const searchTitle = pageTitle(titleBeforeBrand(pageKey, pageName, draft.meta_title))
  const set = (key: keyof SeoValues, value: string) => setDraft((current) => ({ ...current, [key]: value }))

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (readOnly) return onClose()
    const issue = canonicalProblem(draft.canonical_url)
    setProblem(issue)
    if (issue) return
    onApply(draft)
    onClose()
  }

  return (
    <Dialog open title="SEO Settings" description={`How “${pageName}” appears in search results and link previews. Saved with the page when you press Save Changes.`} onClose={onClose}>
      <form className="dialog-form" onSubmit={apply} noValidate>
        {/* The div scrolls: a fieldset does not shrink in the dialog's column, so the dialog itself would scroll its Save away. */}
        <div className="dialog-body">
          <fieldset ref={body} className="seo-fields" disabled={readOnly}>
            <legend className="visually-hidden">Search settings of {pageName}</legend>
            <SeoFields
              values={draft}
              onChange={(key, value) => setDraft((current) => ({ ...current, [key]: value }))}
              titleHint={`Shown in search results and the browser tab, with “ | ${BRAND.name}” added after it. Leave empty to use “${defaultTitle}”.`}
              descriptionHint="The summary under the title in search results."
              problem={(key) => errors[key]}
            />
            <Field label="Canonical URL" hint="Only when this page's main address is elsewhere; usually empty." error={problem ?? errors.canonical_url}>
              {(control) => (
                <input
                  {...control}
                  data-field="canonical_url"
                  className="input"
                  type="url"
                  inputMode="url"
                  spellCheck={false}
                  placeholder="https://www.yerth.com/"
                  maxLength={PAGE_LIMITS.url}
                  value={draft.canonical_url}
                  onChange={(e) => {
                    setDraft((current) => ({ ...current, canonical_url: e.target.value }))
                    setProblem(null)
                  }}
                />
              )}
            </Field>
            <SearchPreview title={searchTitle} path={path} description={draft.meta_description} />
  
            <h3 className="seo-group-title">Link previews</h3>
            <ImageUrlField field={SOCIAL_IMAGE_FIELD} value={draft.social_image} onChange={(value) => set('social_image', value)} path="social_image" error={errors.social_image} readOnly={readOnly} />
            <Field label="Social title" hint="The card's headline when the page is shared. Leave empty to use the search title." error={errors.social_title}>
              {(control) => (
                <input {...control} data-field="social_title" className="input" type="text" maxLength={PAGE_LIMITS.socialTitle} value={draft.social_title} onChange={(e) => set('social_title', e.target.value)} />
              )}
            </Field>
            <Field label="Social description" hint="A line or two under it. Leave empty to use the meta description." error={errors.social_description}>
              {(control) => (
                <textarea
                  {...control}
                  data-field="social_description"
                  className="input textarea"
                  rows={2}
                  maxLength={PAGE_LIMITS.socialDescription}
                  value={draft.social_description}
                  onChange={(e) => set('social_description', e.target.value)}
                />
              )}
            </Field>
            <SocialPreview
              image={draft.social_image.trim() || defaultImage}
              title={draft.social_title.trim() || searchTitle}
              description={draft.social_description.trim() || draft.meta_description.trim()}
            />
          </fieldset>
        </div>
        <div className="dialog-footer">
          {readOnly ? (
            <button type="button" className="button button-primary" onClick={onClose}>
              Close
            </button>
          ) : (
            <>
              <button type="button" className="button button-secondary" onClick={onClose}>
                Cancel
              </button>
              <button type="submit" className="button button-primary">
                <Icon name="check" size={18} />
                Save
              </button>
            </>
          )}
        </div>
      </form>
    </Dialog>
  )
}
