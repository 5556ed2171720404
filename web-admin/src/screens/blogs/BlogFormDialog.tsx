/**
 * Create or edit a blog post (admin-area §2, §5, §8): a large dialog with the title, slug, the
 * rich-text editor, publishing, details, featured image and SEO fields. It closes only after the
 * server accepted the save; closing with unsaved changes asks first. Unsaved work is kept in the
 * browser and offered back, and Ctrl+S saves (components/drafts/useFormDraft.tsx).
 */
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { Category, CmsBlog } from '../../../../shared/api/journal.ts'
import { slugify } from '../../../../shared/journal.ts'
import { blogsApi } from '../../api/endpoints.ts'
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
import type { EditorHandle } from '../../editor/RichTextEditor.tsx'
import {
  BLOG_REQUIRED,
  blogFormOf,
  blogInputOf,
  blogSaveError,
  emptyBlogForm,
  missingFields,
  NETWORK_ERROR,
  saveErrorText,
  type BlogForm,
  type RequiredField,
  type SaveError,
} from './blogForm.ts'

// ProseMirror lives in its own chunk, fetched when a post is opened.
const RichTextEditor = lazy(() => import('../../editor/RichTextEditor.tsx'))

interface BlogFormDialogProps {
  /** null: a new post. */
  blogId: number | null
  /** Put the copy kept in this browser back at once (chosen from the manager's list of unsaved copies). */
  restoreDraft?: boolean
  categories: Category[]
  onClose: () => void
  onSaved: (blog: CmsBlog, created: boolean) => void
}

export function BlogFormDialog({ blogId, restoreDraft = false, categories, onClose, onSaved }: BlogFormDialogProps) {
  const me = useAuth((s) => s.user)
  const id = useId()
  const [form, setForm] = useState<BlogForm | null>(blogId === null ? emptyBlogForm(me?.name ?? '') : null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(blogId === null)
  const [missing, setMissing] = useState<RequiredField[]>([])
  const [error, setError] = useState<SaveError | null>(null)
  const [saving, setSaving] = useState(false)
  const [dirty, setDirty] = useState(false)
  /** The server refused the slug (taken or malformed): shown on the field. */
  const [slugError, setSlugError] = useState<string | null>(null)
  const editor = useRef<EditorHandle>(null)
  /** Bumped to remount the editor with restored content (it reads its HTML once). */
  const [editorKey, setEditorKey] = useState(0)
  const titleInput = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)

  const draft = useFormDraft<BlogForm>({
    kind: 'blog',
    itemId: blogId,
    values: form,
    dirty,
    read: () => form && { ...form, content: editor.current?.getHtml() ?? form.content },
    label: (values) => values.title.trim(),
    subject: blogId === null ? 'a new post' : 'this post',
    restoreAtOnce: restoreDraft,
    onRestore: (values) => {
      setForm(values)
      setEditorKey((k) => k + 1)
      setDirty(true)
      setSlugFollowsTitle(values.slug === '' || values.slug === slugify(values.title))
      setMissing([])
      setError(null)
    },
    formRef,
  })

  useEffect(() => {
    if (blogId === null) return
    let live = true
    blogsApi
      .get(blogId)
      .then((response) => {
        if (!live) return
        if (response.ok) setForm(blogFormOf(response.data.blog))
        else {
          console.error('Loading the blog failed', response.status, response.data)
          setLoadFailed(true)
        }
      })
      .catch((err) => {
        console.error('Loading the blog failed', err)
        if (live) setLoadFailed(true)
      })
    return () => {
      live = false
    }
  }, [blogId])

  const loaded = form !== null
  useEffect(() => {
    if (loaded && blogId !== null) titleInput.current?.focus()
  }, [loaded, blogId])

  function update<K extends keyof BlogForm>(key: K, value: BlogForm[K]) {
    setForm((current) => current && { ...current, [key]: value })
    setDirty(true)
    if (key === 'title' || key === 'category') setMissing((m) => m.filter((f) => f !== key))
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
  function fail(problem: SaveError, fields: Array<RequiredField | 'slug'> = []) {
    setError(problem)
    notify(saveErrorText(problem))
    requestAnimationFrame(() => {
      if (fields[0] === 'content') editor.current?.focus()
      else if (fields[0]) formRef.current?.querySelector<HTMLElement>(`[data-field="${fields[0]}"]`)?.focus()
      else formRef.current?.querySelector('.post-form')?.scrollTo({ top: 0, behavior: 'smooth' })
    })
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!form || saving) return
    const content = editor.current?.getHtml() ?? form.content
    const empty = editor.current?.isEmpty() ?? !form.content.trim()
    const gaps = missingFields(form, empty)
    setMissing(gaps)
    if (gaps.length > 0) return fail({ message: BLOG_REQUIRED }, gaps)
    const slugIssue = slugProblem(form.slug.trim())
    if (slugIssue) return fail({ message: slugIssue }, ['slug'])

    setSaving(true)
    setError(null)
    try {
      const body = blogInputOf({ ...form, content })
      const response = blogId === null ? await blogsApi.create(body) : await blogsApi.update(blogId, body)
      if (!response.ok) {
        const problem = blogSaveError(response)
        // The person just declined to sign in again: said in the form, without an alert on top.
        if (response.status === 401) return setError(problem)
        if (/slug/i.test(problem.message)) {
          setSlugError(problem.message)
          return fail(problem, ['slug'])
        }
        return fail(problem)
      }
      setDirty(false)
      draft.saved()
      onSaved(response.data.blog, blogId === null)
    } catch (err) {
      console.error('Saving the blog failed', err)
      fail({ message: NETWORK_ERROR })
    } finally {
      setSaving(false)
    }
  }

  const title = blogId === null ? 'New Blog Post' : 'Edit Blog Post'
  const categoryMissing = missing.includes('category')
  const categoryNames = categories.map((c) => c.name)
  const contentLabel = `${id}-content-label`

  return (
    <Dialog open size="wide" title={title} description="Fields marked * are required. The post is saved only when you press the save button." onClose={close}>
      {!form ? (
        <div className="dialog-body">
          {loadFailed ? (
            <p className="form-error" role="alert">
              <Icon name="alert" size={18} />
              This blog post could not be loaded. Close this window and try again.
            </p>
          ) : (
            <Loader label="Loading the post…" />
          )}
        </div>
      ) : (
        <form ref={formRef} className="dialog-form" onSubmit={save} noValidate>
          <div className="dialog-body post-form">
            {error && (
              <div className="form-error save-error" role="alert">
                <Icon name="alert" size={18} />
                <div>
                  <p>{error.message}</p>
                  {error.tip && <p className="save-error-tip">{error.tip}</p>}
                </div>
              </div>
            )}
            <div className="post-form-grid">
              <div className="post-form-main">
                <Field label="Title" required error={missing.includes('title') ? 'Enter a title.' : null}>
                  {(control) => <input {...control} ref={titleInput} data-field="title" className="input input-title" type="text" maxLength={300} autoComplete="off" value={form.title} onChange={(e) => setTitle(e.target.value)} />}
                </Field>
                <SlugField value={form.slug} onChange={setSlug} error={slugError} prefix="/journal/blogs/" fromTitle={slugify(form.title)} />
                <div className={missing.includes('content') ? 'field field-invalid' : 'field'}>
                  <div className="field-label-row">
                    <span id={contentLabel} className="field-label">
                      Content
                    </span>
                    <span className="field-required" aria-hidden="true">
                      *
                    </span>
                  </div>
                  <Suspense
                    fallback={
                      <div className="rte-loading">
                        <Loader label="Loading the editor…" />
                      </div>
                    }
                  >
                    <RichTextEditor
                      key={editorKey}
                      ref={editor}
                      initialHtml={form.content}
                      labelledBy={contentLabel}
                      invalid={missing.includes('content')}
                      onChange={(html) => {
                        update('content', html)
                        setMissing((m) => m.filter((f) => f !== 'content'))
                      }}
                    />
                  </Suspense>
                  {missing.includes('content') && (
                    <p className="field-error">
                      <Icon name="alert" size={15} />
                      Write the post's content.
                    </p>
                  )}
                </div>
              </div>

              <div className="post-form-side">
                <FormSection title="Publishing">
                  <PublishingFields noun="post" status={form.status} onStatus={(v) => update('status', v)} publishDate={form.publish_date} onPublishDate={(v) => update('publish_date', v)} />
                </FormSection>

                <FormSection title="Details">
                  <Field
                    label="Category"
                    required
                    error={categoryMissing ? 'Choose a category.' : null}
                    hint={categories.length === 0 ? 'No categories yet: close this window and use Add Category first.' : undefined}
                  >
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
                  <Field label="Author name" hint="Shown on the post. Leave empty to use your name.">
                    {(control) => <input {...control} className="input" type="text" maxLength={200} autoComplete="off" value={form.author_name} onChange={(e) => update('author_name', e.target.value)} />}
                  </Field>
                  <Field label="Tags" hint="Comma-separated, e.g. design, battery, city.">
                    {(control) => <input {...control} className="input" type="text" maxLength={1000} autoComplete="off" value={form.tags} onChange={(e) => update('tags', e.target.value)} />}
                  </Field>
                  <ImageUpload label="Featured image" value={form.featured_image} onChange={(url) => update('featured_image', url)} previewAlt="Featured image preview" hint="Shown on the post's card and at the top of the post." />
                </FormSection>

                <FormSection title="Search engines">
                  <SeoFields
                    values={form}
                    onChange={(key, value) => update(key, value)}
                    titleHint="Leave empty to use the post's title."
                    descriptionHint="Leave empty to use the post's opening."
                  />
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
              {saving ? 'Saving…' : blogId === null ? 'Create Post' : 'Save Changes'}
            </button>
          </div>
        </form>
      )}
      {draft.prompt}
    </Dialog>
  )
}
