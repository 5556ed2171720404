/**
 * Draws one field of a collection form from its spec (collections/types.ts FieldSpec): text,
 * textarea, slug, the rich-text editor, selects, the category choice, image upload, publishing,
 * SEO, or the collection's own custom field. Every control carries data-field="<key>" so a failed
 * save can focus the field to fix.
 */
import { lazy, Suspense, useId, type ReactNode, type RefObject } from 'react'
import type { Category, PostStatus } from '../../../shared/api/journal.ts'
import { slugify } from '../../../shared/journal.ts'
import { Field } from '../components/Field.tsx'
import { Icon } from '../components/Icon.tsx'
import { ImageUpload } from '../components/ImageUpload.tsx'
import { PublishingFields } from '../components/journal/PublishingFields.tsx'
import { SeoFields, type SeoValues } from '../components/journal/SeoFields.tsx'
import { SlugField } from '../components/journal/SlugField.tsx'
import { Loader } from '../components/Loader.tsx'
import type { EditorHandle } from '../editor/RichTextEditor.tsx'
import type { FieldContext, FieldKey, FieldSpec } from './types.ts'

// ProseMirror lives in its own chunk, fetched when a form with rich text opens.
const RichTextEditor = lazy(() => import('../editor/RichTextEditor.tsx'))

/** What the fields of an open form share. */
export interface FormState<F> extends FieldContext<F> {
  /** The server refused the slug (taken or malformed): shown on the slug field. */
  slugError: string | null
  setSlug: (key: FieldKey<F>, from: FieldKey<F>, value: string) => void
  categories: Category[]
  editor: RefObject<EditorHandle | null>
  /** Bumped to remount the editor with restored content (it reads its HTML once). */
  editorKey: number
  titleInput: RefObject<HTMLInputElement | null>
}

const hintOf = <F,>(hint: ReactNode | ((values: F) => ReactNode) | undefined, values: F) => (typeof hint === 'function' ? hint(values) : hint)

export function FormField<F>({ spec, form }: { spec: FieldSpec<F>; form: FormState<F> }) {
  const { values } = form
  const text = (key: FieldKey<F>) => String((values[key] as unknown) ?? '')
  const setText = (key: FieldKey<F>, value: string) => form.set(key, value as F[typeof key])

  switch (spec.kind) {
    case 'text':
      return (
        <>
          <Field label={spec.label} required={spec.required} error={form.problem(spec.key)} hint={hintOf(spec.hint, values)}>
            {(control) => (
              <input
                {...control}
                ref={spec.variant === 'title' ? form.titleInput : undefined}
                data-field={spec.key}
                className={spec.variant === 'title' ? 'input input-title' : spec.variant === 'mono' ? 'input input-mono' : 'input'}
                type={spec.type ?? 'text'}
                inputMode={spec.type === 'url' ? 'url' : undefined}
                spellCheck={spec.type === 'url' ? false : undefined}
                maxLength={spec.maxLength}
                autoComplete="off"
                placeholder={spec.placeholder}
                value={text(spec.key)}
                onChange={(e) => setText(spec.key, e.target.value)}
              />
            )}
          </Field>
          {spec.after?.(values)}
        </>
      )
    case 'textarea':
      return (
        <Field label={spec.label} required={spec.required} error={form.problem(spec.key)} hint={hintOf(spec.hint, values)}>
          {(control) => <textarea {...control} data-field={spec.key} className="input textarea" rows={spec.rows} maxLength={spec.maxLength} value={text(spec.key)} onChange={(e) => setText(spec.key, e.target.value)} />}
        </Field>
      )
    case 'slug':
      return <SlugField value={text(spec.key)} onChange={(value) => form.setSlug(spec.key, spec.from, value)} error={form.slugError} prefix={spec.prefix} fromTitle={slugify(text(spec.from))} />
    case 'richtext':
      return <RichTextField label={spec.label} required={spec.required} placeholder={spec.placeholder} html={text(spec.key)} problem={form.problem(spec.key)} form={form} onChange={(html) => setText(spec.key, html)} />
    case 'select':
      return (
        <Field label={spec.label} required={spec.required} error={form.problem(spec.key)} hint={hintOf(spec.hint, values)}>
          {(control) => (
            <select {...control} data-field={spec.key} className="input select" value={text(spec.key)} onChange={(e) => setText(spec.key, e.target.value)}>
              {spec.placeholder !== undefined && <option value="">{spec.placeholder}</option>}
              {spec.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      )
    case 'category': {
      const current = text(spec.key)
      const names = form.categories.map((c) => c.name)
      return (
        <Field
          label={spec.label}
          required={spec.required}
          error={form.problem(spec.key)}
          hint={form.categories.length === 0 ? 'No categories yet: close this window and use Add Category first.' : undefined}
        >
          {(control) => (
            <select {...control} data-field={spec.key} className="input select" value={current} onChange={(e) => setText(spec.key, e.target.value)}>
              <option value="">Choose a category…</option>
              {current && !names.includes(current) && <option value={current}>{current}</option>}
              {form.categories.map((category) => (
                <option key={category.id} value={category.name}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )
    }
    case 'image':
      return (
        <ImageUpload
          label={spec.label}
          value={text(spec.key) || null}
          onChange={(url) => form.set(spec.key, (url ?? (spec.nullable ? null : '')) as F[typeof spec.key])}
          previewAlt={spec.previewAlt}
          hint={spec.hint}
          fallback={spec.fallback?.(values)}
        />
      )
    case 'publishing':
      return (
        <PublishingFields
          noun={spec.noun}
          schedules={spec.schedules}
          status={values[spec.status] as unknown as PostStatus}
          onStatus={(status) => form.set(spec.status, status as F[typeof spec.status])}
          publishDate={text(spec.date)}
          onPublishDate={(value) => setText(spec.date, value)}
        />
      )
    case 'seo':
      return (
        <SeoFields
          values={values as unknown as SeoValues}
          onChange={(key, value) => setText(key as FieldKey<F>, value)}
          problem={(key) => form.problem(key as FieldKey<F>)}
          titleHint={spec.titleHint}
          descriptionHint={spec.descriptionHint}
        />
      )
    case 'custom':
      return <>{spec.render(form)}</>
  }
}

interface RichTextFieldProps<F> {
  label: string
  required?: boolean
  placeholder?: string
  html: string
  problem: string | undefined
  form: FormState<F>
  onChange: (html: string) => void
}

function RichTextField<F>({ label, required, placeholder, html, problem, form, onChange }: RichTextFieldProps<F>) {
  const labelId = `${useId()}-label`
  return (
    <div className={problem ? 'field field-invalid' : 'field'}>
      <div className="field-label-row">
        <span id={labelId} className="field-label">
          {label}
        </span>
        {required && (
          <span className="field-required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <Suspense
        fallback={
          <div className="rte-loading">
            <Loader label="Loading the editor…" />
          </div>
        }
      >
        <RichTextEditor key={form.editorKey} ref={form.editor} initialHtml={html} labelledBy={labelId} invalid={Boolean(problem)} placeholder={placeholder} onChange={onChange} />
      </Suspense>
      {problem && (
        <p className="field-error">
          <Icon name="alert" size={15} />
          {problem}
        </p>
      )}
    </div>
  )
}
