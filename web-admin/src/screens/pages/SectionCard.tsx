/**
 * One section of a page in the editor (admin-area §3 Section, §4 Page): a header that opens it, with
 * visibility, move and remove; inside, its type, title and content as its type reads them (text,
 * image address, button text and link, banner title and subtitle), then the designed section's own
 * fields and lists of entries. Hidden sections are drawn dimmed.
 */
import { useId } from 'react'
import { PAGE_LIMITS, SECTION_TYPES, type Section, type SectionItem, type SectionType } from '../../../../shared/api/pages.ts'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { ImageUrlField } from './ImageUrlField.tsx'
import { ItemsEditor } from './ItemsEditor.tsx'
import { EDITOR_NOTE_FIELD, extraTextFields, itemLists, sectionName, withMetadata } from './pageForm.ts'
import { EditorNote } from './EditorNote.tsx'
import { TextField } from './TextField.tsx'

const TYPE_LABELS: Record<SectionType, string> = { text: 'Text', image: 'Image', button: 'Button', banner: 'Banner' }
const CONTENT_LABELS: Record<Exclude<SectionType, 'image'>, string> = { text: 'Content', button: 'Button text', banner: 'Banner title' }
/**
 * What a section's title does on the site, by type (issue 16: every field says what it changes). A
 * text section's title is its heading and an image's is its caption and alt text; a button or banner
 * draws its own text, so there the title names the section in this list and is shown only as a
 * stand-in when that text is empty.
 */
const TITLE_FIELDS: Record<SectionType, { label: string; hint?: string }> = {
  text: { label: 'Title' },
  image: { label: 'Caption', hint: 'Shown under the image and read out as its description.' },
  button: { label: 'Section name', hint: 'Names this section in the list. Visitors see it only when the button text is empty.' },
  banner: { label: 'Section name', hint: 'Names this section in the list. Visitors see it only when the banner title is empty.' },
}

interface SectionCardProps {
  section: Section
  index: number
  count: number
  readOnly: boolean
  expanded: boolean
  /** The server refused the save because of this section: messages by path inside it (`title`, `metadata.link`, '' for the section). */
  errors: Record<string, string>
  onToggle: () => void
  onChange: (section: Section) => void
  onMove: (to: number) => void
  onRemove: () => void
  announce: (message: string) => void
}

export function SectionCard({ section, index, count, readOnly, expanded, errors, onToggle, onChange, onMove, onRemove, announce }: SectionCardProps) {
  const id = useId()
  const name = sectionName(section)
  const bodyId = `${id}-body`
  const metadata = section.metadata ?? {}
  const metaText = (key: string) => (typeof metadata[key] === 'string' ? (metadata[key] as string) : '')
  const extras = extraTextFields(section)
  const lists = itemLists(section)
  const set = (patch: Partial<Section>) => onChange({ ...section, ...patch })
  const listErrors = (key: string) =>
    Object.fromEntries(Object.entries(errors).flatMap(([path, message]) => (path === `metadata.${key}` ? [['', message]] : path.startsWith(`metadata.${key}.`) ? [[path.slice(key.length + 10), message]] : [])))
  // Messages for what has no field of its own here (the id, the section as a whole) show at the top of the card.
  const fieldPaths = ['type', 'title', 'content', ...(section.type === 'button' ? ['metadata.link'] : []), ...(section.type === 'banner' ? ['metadata.subtitle'] : []), ...extras.map((k) => `metadata.${k}`)]
  const general = Object.entries(errors).filter(([path]) => !fieldPaths.includes(path) && !lists.some((k) => path === `metadata.${k}` || path.startsWith(`metadata.${k}.`)))
  const error = Object.keys(errors).length > 0

  const classes = ['section-card', section.visible ? '' : 'is-hidden', expanded ? 'is-open' : '', error ? 'has-error' : ''].filter(Boolean).join(' ')

  return (
    <li className={classes} data-section-id={section.id}>
      <div className="section-card-head">
        <button type="button" className="section-card-toggle" aria-expanded={expanded} aria-controls={bodyId} onClick={onToggle}>
          <Icon name="chevronDown" size={18} className="section-card-chevron" />
          <span className="section-card-number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="section-card-text">
            <span className="section-card-name">
              <span className="visually-hidden">Section {index + 1}: </span>
              {name}
            </span>
            <span className="section-card-meta">
              <code className="section-card-id">{section.id}</code>
              <span className="section-card-type">{TYPE_LABELS[section.type]}</span>
              {!section.visible && (
                <span className="section-card-hidden">
                  <Icon name="eyeOff" size={13} />
                  Hidden
                </span>
              )}
            </span>
          </span>
        </button>
        {!readOnly && (
          <span className="section-card-actions">
            <button
              type="button"
              className="icon-button icon-button-sm"
              aria-label={section.visible ? `Hide ${name}` : `Show ${name}`}
              title={section.visible ? 'Hide from visitors' : 'Show to visitors'}
              onClick={() => {
                set({ visible: !section.visible })
                announce(section.visible ? `${name} hidden: visitors will not see it once saved.` : `${name} shown again.`)
              }}
            >
              <Icon name={section.visible ? 'eye' : 'eyeOff'} size={17} />
            </button>
            <button type="button" className="icon-button icon-button-sm" data-move="up" aria-label={`Move ${name} up`} title="Move up" disabled={index === 0} onClick={() => onMove(index - 1)}>
              <Icon name="arrowUp" size={17} />
            </button>
            <button type="button" className="icon-button icon-button-sm" data-move="down" aria-label={`Move ${name} down`} title="Move down" disabled={index === count - 1} onClick={() => onMove(index + 1)}>
              <Icon name="arrowDown" size={17} />
            </button>
            <button type="button" className="icon-button icon-button-sm icon-button-danger" aria-label={`Remove ${name}`} title="Remove section" onClick={onRemove}>
              <Icon name="trash" size={17} />
            </button>
          </span>
        )}
      </div>

      <div id={bodyId} className="section-card-body" hidden={!expanded}>
        <EditorNote
          text={metaText(EDITOR_NOTE_FIELD)}
          readOnly={readOnly}
          onRemove={() => onChange({ ...section, metadata: Object.fromEntries(Object.entries(metadata).filter(([k]) => k !== EDITOR_NOTE_FIELD)) })}
        />
        {general.map(([path, message]) => (
          <p key={path} className="form-error" role="alert">
            <Icon name="alert" size={18} />
            {message}
          </p>
        ))}
        <div className="section-card-row">
          <Field label="Type" error={errors.type}>
            {(control) => (
              <select {...control} data-path="type" className="input select" value={section.type} disabled={readOnly} onChange={(e) => set({ type: e.target.value as SectionType })}>
                {SECTION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={TITLE_FIELDS[section.type].label} error={errors.title} hint={TITLE_FIELDS[section.type].hint}>
            {(control) => (
              <input
                {...control}
                data-field="title"
                data-path="title"
                className="input"
                type="text"
                autoComplete="off"
                maxLength={PAGE_LIMITS.title}
                readOnly={readOnly}
                value={section.title}
                onChange={(e) => set({ title: e.target.value })}
              />
            )}
          </Field>
        </div>

        {section.type === 'image' ? (
          <ImageUrlField label="Image URL" error={errors.content} path="content" value={section.content} onChange={(content) => set({ content })} readOnly={readOnly} maxLength={PAGE_LIMITS.url} />
        ) : section.type === 'text' ? (
          <Field label={CONTENT_LABELS.text} error={errors.content}>
            {(control) => (
              <textarea
                {...control}
                data-path="content"
                className="input textarea section-content"
                rows={Math.min(12, Math.max(3, Math.ceil(section.content.length / 70) + section.content.split('\n').length - 1))}
                maxLength={PAGE_LIMITS.content}
                readOnly={readOnly}
                value={section.content}
                onChange={(e) => set({ content: e.target.value })}
              />
            )}
          </Field>
        ) : (
          <Field label={CONTENT_LABELS[section.type]} error={errors.content} hint={section.type === 'banner' ? 'The headline visitors see.' : undefined}>
            {(control) => (
              <input {...control} data-path="content" className="input" type="text" autoComplete="off" maxLength={PAGE_LIMITS.content} readOnly={readOnly} value={section.content} onChange={(e) => set({ content: e.target.value })} />
            )}
          </Field>
        )}

        {section.type === 'button' && (
          <Field label="Button link" error={errors['metadata.link']} hint="A page of this site such as /contact, a full https:// address, a #section or a mailto: address.">
            {(control) => (
              <input
                {...control}
                className="input"
                type="text"
                inputMode="url"
                spellCheck={false}
                autoComplete="off"
                data-path="metadata.link"
                placeholder="/contact"
                maxLength={PAGE_LIMITS.url}
                readOnly={readOnly}
                value={metaText('link')}
                onChange={(e) => onChange(withMetadata(section, 'link', e.target.value))}
              />
            )}
          </Field>
        )}
        {section.type === 'banner' && (
          <Field label="Subtitle" error={errors['metadata.subtitle']}>
            {(control) => (
              <input
                {...control}
                data-path="metadata.subtitle"
                className="input"
                type="text"
                autoComplete="off"
                maxLength={PAGE_LIMITS.metadataField}
                readOnly={readOnly}
                value={metaText('subtitle')}
                onChange={(e) => onChange(withMetadata(section, 'subtitle', e.target.value))}
              />
            )}
          </Field>
        )}

        {extras.length > 0 && (
          <fieldset className="section-fields">
            <legend className="section-fields-title">Section details</legend>
            {extras.map((key) => (
              <TextField key={key} name={key} error={errors[`metadata.${key}`]} path={`metadata.${key}`} value={metaText(key)} readOnly={readOnly} maxLength={PAGE_LIMITS.metadataField} onChange={(value) => onChange(withMetadata(section, key, value))} />
            ))}
          </fieldset>
        )}

        {lists.map((key) => (
          <ItemsEditor
            key={key}
            name={key}
            items={(metadata[key] as SectionItem[]) ?? []}
            readOnly={readOnly}
            sectionName={name}
            announce={announce}
            errors={listErrors(key)}
            onChange={(items) => onChange(withMetadata(section, key, items))}
          />
        ))}
      </div>
    </li>
  )
}
