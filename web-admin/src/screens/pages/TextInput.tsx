/**
 * A block field typed as text, by its declared kind: a line (shortText), a paragraph that grows with
 * its text (longText), a link, a YouTube link (video), a number or a date. Its limit is enforced (maxLength) and counted as
 * the person types; links, videos, numbers and dates are checked as typed by the server's rules.
 */
import { lazy, Suspense } from 'react'
import { Field } from '../../components/Field.tsx'
import { plainOfRichText } from '../../../../shared/blocks/rich-text.ts'
import { fieldProblem } from './blockForm.ts'
import type { BoundField } from './blockForm.ts'
import { useLiveCheck } from './useLiveCheck.ts'

interface TextInputProps extends BoundField {
  readOnly: boolean
  /** Prefix of the label for assistive technology ("Slide 2"), so fields of many entries stay distinct. */
  context?: string
}

/** The rich-text editor (ProseMirror) comes with the first block that has a rich-text field, not with the Pages Manager. */
const InlineRichText = lazy(() => import('../../editor/inline/InlineRichText.tsx'))

/** Long limits are counted only once the text nears them (a 20 000 character counter is noise). */
const COUNT_ALWAYS_UP_TO = 4_000

const counts = (length: number, max: number) => max <= COUNT_ALWAYS_UP_TO || length >= max * 0.8

function Counter({ length, max }: { length: number; max: number }) {
  const tone = length > max ? 'long' : length >= max * 0.9 ? 'near' : 'good'
  return (
    <span className={`char-count char-count-${tone}`}>
      {length} / {max}
      <span className="visually-hidden"> characters</span>
    </span>
  )
}

const rowsFor = (value: string) => Math.min(12, Math.max(3, Math.ceil(value.length / 70) + value.split('\n').length - 1))

export function TextInput({ field, value, onChange, readOnly, context, error, path }: TextInputProps) {
  const live = useLiveCheck(value, (v) => fieldProblem(field, v))
  const rich = field.kind === 'richText'
  // A rich text counts the words a visitor reads, not its markup.
  const length = rich ? plainOfRichText(value).length : value.length
  const counted = (field.kind === 'shortText' || field.kind === 'longText' || rich) && counts(length, field.max)
  const hint =
    counted || field.hint ? (
      <span className="count-hint">
        <span>{field.hint}</span>
        {counted && <Counter length={length} max={field.max} />}
      </span>
    ) : undefined
  const common = {
    'aria-label': context ? `${context}: ${field.label}` : undefined,
    'data-path': path,
    maxLength: field.max,
    readOnly,
    value,
    onBlur: live.onBlur,
  }
  return (
    <Field label={field.label} hint={hint} error={error ?? live.problem} required={field.required}>
      {(control) =>
        rich ? (
          <Suspense fallback={<div className="input textarea rte-loading" aria-busy="true" />}>
            <InlineRichText
              value={value}
              onChange={onChange}
              lists={field.lists}
              readOnly={readOnly}
              label={context ? `${context}: ${field.label}` : field.label}
              id={control.id}
              describedBy={control['aria-describedby']}
              invalid={Boolean(control['aria-invalid'])}
              path={path}
              onBlur={live.onBlur}
            />
          </Suspense>
        ) : field.kind === 'longText' ? (
          <textarea {...control} {...common} className="input textarea" rows={rowsFor(value)} onChange={(e) => onChange(e.target.value)} />
        ) : field.kind === 'date' ? (
          <input {...control} {...common} className="input input-date" type="date" onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input
            {...control}
            {...common}
            className="input"
            type="text"
            autoComplete="off"
            inputMode={field.kind === 'link' || field.kind === 'video' ? 'url' : field.kind === 'number' ? 'decimal' : undefined}
            spellCheck={field.kind === 'link' || field.kind === 'video' || field.kind === 'number' ? false : undefined}
            placeholder={field.kind === 'link' ? '/contact or https://…' : field.kind === 'video' ? 'https://www.youtube.com/watch?v=…' : undefined}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  )
}
