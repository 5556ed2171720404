/**
 * Create or edit a vlog (admin-area §2, §3, §5, §8): title, slug, YouTube link (checked with the
 * server's rule), description, publishing, category, author, thumbnail (upload or address; empty
 * uses the video's own, previewed) and SEO. Closes only after an ok response. Unsaved work is kept
 * in the browser and offered back, and Ctrl+S saves (components/drafts/useFormDraft.tsx).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { Category, CmsVlog } from '../../../../shared/api/journal.ts'
import { slugify, youtubeId, youtubeThumbnail } from '../../../../shared/journal.ts'
import { vlogsApi } from '../../api/endpoints.ts'
import { Dialog } from '../../components/Dialog.tsx'
import { useFormDraft } from '../../components/drafts/useFormDraft.tsx'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { ImageUpload } from '../../components/ImageUpload.tsx'
import { FormSection } from '../../components/journal/FormSection.tsx'
import { PublishingFields } from '../../components/journal/PublishingFields.tsx'
import { SeoFields } from '../../components/journal/SeoFields.tsx'
import { SlugField, slugProblem } from '../../components/journal/SlugField.tsx'
import { Loader } from '../../components/Loader.tsx'
import { ask, DISCARD_QUESTION, notify } from '../../lib/dialogs.ts'
import { useAuth } from '../../stores/auth.ts'
import { emptyVlogForm, problemSummary, vlogFormOf, vlogInputOf, vlogProblems, vlogSaveError, type VlogField, type VlogForm } from './vlogForm.ts'

interface VlogFormDialogProps {
  vlogId: number | null
  /** Put the copy kept in this browser back at once (chosen from the manager's list of unsaved copies). */
  restoreDraft?: boolean
  categories: Category[]
  onClose: () => void
  onSaved: (vlog: CmsVlog, created: boolean) => void
}

export function VlogFormDialog({ vlogId, restoreDraft = false, categories, onClose, onSaved }: VlogFormDialogProps) {
  const me = useAuth((s) => s.user)
  const [form, setForm] = useState<VlogForm | null>(vlogId === null ? emptyVlogForm(me?.name ?? '') : null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(vlogId === null)
  const [problems, setProblems] = useState<Partial<Record<VlogField, string>>>({})
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [dirty, setDirty] = useState(false)
  /** The server refused the slug (taken or malformed): shown on the field. */
  const [slugError, setSlugError] = useState<string | null>(null)
  const titleInput = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)

  const draft = useFormDraft<VlogForm>({
    kind: 'vlog',
    itemId: vlogId,
    values: form,
    dirty,
    label: (values) => values.title.trim(),
    subject: vlogId === null ? 'a new vlog' : 'this vlog',
    restoreAtOnce: restoreDraft,
    onRestore: (values) => {
      setForm(values)
      setDirty(true)
      setSlugFollowsTitle(values.slug === '' || values.slug === slugify(values.title))
      setProblems({})
      setError(null)
    },
    formRef,
  })

  useEffect(() => {
    if (vlogId === null) return
    let live = true
    vlogsApi
      .get(vlogId)
      .then((response) => {
        if (!live) return
        if (response.ok) setForm(vlogFormOf(response.data.vlog))
        else {
          console.error('Loading the vlog failed', response.status, response.data)
          setLoadFailed(true)
        }
      })
      .catch((err) => {
        console.error('Loading the vlog failed', err)
        if (live) setLoadFailed(true)
      })
    return () => {
      live = false
    }
  }, [vlogId])

  const loaded = form !== null
  useEffect(() => {
    if (loaded && vlogId !== null) titleInput.current?.focus()
  }, [loaded, vlogId])

  function update<K extends keyof VlogForm>(key: K, value: VlogForm[K]) {
    setForm((current) => current && { ...current, [key]: value })
    setDirty(true)
    setProblems((p) => (key in p ? { ...p, [key]: undefined } : p))
  }

  function setTitle(title: string) {
    update('title', title)
    if (slugFollowsTitle) setForm((current) => current && { ...current, slug: slugify(title) })
  }

  function setSlug(slug: string) {
    update('slug', slug)
    setSlugError(null)
    setSlugFollowsTitle(slug === '' || slug === slugify(form?.title ?? ''))
  }

  function close() {
    if (dirty && !saving) {
      if (!ask(DISCARD_QUESTION)) return
      draft.discarded()
    }
    onClose()
  }

  /** Shows the problem and brings it into view: the first field to fix, else the message at the top. */
  function fail(message: string, field?: VlogField | 'slug') {
    setError(message)
    notify(message)
    requestAnimationFrame(() => {
      if (field) formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus()
      else formRef.current?.querySelector('.post-form')?.scrollTo({ top: 0, behavior: 'smooth' })
    })
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!form || saving) return
    const found = vlogProblems(form)
    setProblems(found)
    const summary = problemSummary(form, found)
    if (summary) return fail(summary, (['title', 'youtube_url', 'category', 'thumbnail'] as const).find((field) => found[field]))
    const slugIssue = slugProblem(form.slug.trim())
    if (slugIssue) return fail(slugIssue, 'slug')

    setSaving(true)
    setError(null)
    try {
      const body = vlogInputOf(form)
      const response = vlogId === null ? await vlogsApi.create(body) : await vlogsApi.update(vlogId, body)
      if (!response.ok) {
        const message = vlogSaveError(response)
        // The person just declined to sign in again: said in the form, without an alert on top.
        if (response.status === 401) return setError(message)
        if (/slug/i.test(message)) {
          setSlugError(message)
          return fail(message, 'slug')
        }
        return fail(message)
      }
      setDirty(false)
      draft.saved()
      onSaved(response.data.vlog, vlogId === null)
    } catch (err) {
      console.error('Saving the vlog failed', err)
      fail('Network error. Please try again.')
    } finally {
      setSaving(false)
    }
  }

  const videoId = form ? youtubeId(form.youtube_url) : null
  const categoryNames = categories.map((c) => c.name)

  return (
    <Dialog open size="wide" title={vlogId === null ? 'Add Vlog' : 'Edit Vlog'} description="Fields marked * are required. The vlog is saved only when you press the save button." onClose={close}>
      {!form ? (
        <div className="dialog-body">
          {loadFailed ? (
            <p className="form-error" role="alert">
              <Icon name="alert" size={18} />
              This vlog could not be loaded. Close this window and try again.
            </p>
          ) : (
            <Loader label="Loading the vlog…" />
          )}
        </div>
      ) : (
        <form ref={formRef} className="dialog-form" onSubmit={save} noValidate>
          <div className="dialog-body post-form">
            {error && (
              <p className="form-error" role="alert">
                <Icon name="alert" size={18} />
                {error}
              </p>
            )}
            <div className="post-form-grid">
              <div className="post-form-main">
                <Field label="Title" required error={problems.title}>
                  {(control) => <input {...control} ref={titleInput} data-field="title" className="input input-title" type="text" maxLength={200} autoComplete="off" value={form.title} onChange={(e) => setTitle(e.target.value)} />}
                </Field>
                <SlugField value={form.slug} onChange={setSlug} error={slugError} fromTitle={slugify(form.title)} />
                <Field
                  label="YouTube URL"
                  required
                  error={problems.youtube_url}
                  hint={
                    videoId ? (
                      <span className="video-found">
                        <Icon name="check" size={14} />
                        Video found (id {videoId})
                      </span>
                    ) : (
                      'A watch, youtu.be, embed or shorts link, e.g. https://www.youtube.com/watch?v=…'
                    )
                  }
                >
                  {(control) => (
                    <input {...control} data-field="youtube_url" className="input" type="url" inputMode="url" spellCheck={false} autoComplete="off" placeholder="https://www.youtube.com/watch?v=" value={form.youtube_url} onChange={(e) => update('youtube_url', e.target.value)} />
                  )}
                </Field>
                {videoId && (
                  <a className="video-preview" href={`https://www.youtube.com/watch?v=${videoId}`} target="_blank" rel="noopener noreferrer">
                    <img src={youtubeThumbnail(videoId)} alt="" />
                    <span className="video-preview-play" aria-hidden="true">
                      <Icon name="play" size={26} />
                    </span>
                    <span className="visually-hidden">Watch the video on YouTube (opens in a new tab)</span>
                  </a>
                )}
                <Field label="Description" hint="A few sentences shown with the video on the website.">
                  {(control) => <textarea {...control} className="input textarea" rows={6} maxLength={5000} value={form.description} onChange={(e) => update('description', e.target.value)} />}
                </Field>
              </div>

              <div className="post-form-side">
                <FormSection title="Publishing">
                  <PublishingFields noun="vlog" status={form.status} onStatus={(v) => update('status', v)} publishDate={form.publish_date} onPublishDate={(v) => update('publish_date', v)} />
                </FormSection>

                <FormSection title="Details">
                  <Field label="Category" required error={problems.category} hint={categories.length === 0 ? 'No categories yet: close this window and use Add Category first.' : undefined}>
                    {(control) => (
                      <select {...control} data-field="category" className="input select" value={form.category} onChange={(e) => update('category', e.target.value)}>
                        <option value="">Choose a category…</option>
                        {form.category && !categoryNames.includes(form.category) && <option value={form.category}>{form.category}</option>}
                        {categories.map((category) => (
                          <option key={category.id} value={category.name}>
                            {category.name}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  <Field label="Author name" hint="Leave empty to use your name.">
                    {(control) => <input {...control} className="input" type="text" maxLength={200} autoComplete="off" value={form.author_name} onChange={(e) => update('author_name', e.target.value)} />}
                  </Field>
                </FormSection>

                <FormSection title="Thumbnail">
                  <ImageUpload
                    label="Thumbnail image"
                    value={form.thumbnail || null}
                    onChange={(url) => update('thumbnail', url ?? '')}
                    previewAlt="Thumbnail preview"
                    fallback={videoId ? { src: youtubeThumbnail(videoId), caption: 'Using the video’s own thumbnail. Upload an image to replace it.' } : undefined}
                  />
                  <Field label="Or an image address" error={problems.thumbnail} hint="Optional. Leave empty to use the video’s own thumbnail.">
                    {(control) => <input {...control} data-field="thumbnail" className="input" type="url" inputMode="url" spellCheck={false} autoComplete="off" placeholder="https://" value={form.thumbnail} onChange={(e) => update('thumbnail', e.target.value)} />}
                  </Field>
                </FormSection>

                <FormSection title="Search engines">
                  <SeoFields values={form} onChange={(key, value) => update(key, value)} titleHint="Leave empty to use the vlog's title." descriptionHint="Describe the video in a sentence or two." />
                </FormSection>
              </div>
            </div>
          </div>
          <div className="dialog-footer">
            <button type="button" className="button button-secondary" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="button button-primary" disabled={saving}>
              {saving ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="check" size={18} />}
              {saving ? 'Saving…' : vlogId === null ? 'Add Vlog' : 'Save Changes'}
            </button>
          </div>
        </form>
      )}
      {draft.prompt}
    </Dialog>
  )
}
