/**
 * The formatting toolbar (admin-area §9): block style, font, size, line spacing, bold, italic,
 * underline, strikethrough, colour, bullets, numbers, link, image, emoji, undo and redo.
 * A WAI-ARIA toolbar: one Tab stop, arrow keys move between its controls.
 */
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react'
import { toggleMark } from 'prosemirror-commands'
import { redo, undo } from 'prosemirror-history'
import type { Command, EditorState } from 'prosemirror-state'
import { FONT_SIZES, LINE_HEIGHTS } from '../../../shared/rich-text.ts'
import { insertText, setBlockStyle, setLineHeight, setTextStyle, toggleList, toolbarState, type BlockStyle } from './commands.ts'
import { EditorIcon, type EditorIconName } from './EditorIcon.tsx'
import { BLOCK_STYLES, COLOUR_NAMES, COLOURS, EMOJI, FONT_PREVIEW, FONTS } from './options.ts'
import { marks, nodes } from './schema.ts'
import { ToolbarMenu, type MenuItem } from './ToolbarMenu.tsx'

interface ToolbarProps {
  state: EditorState
  run: (command: Command) => void
  onLink: () => void
  onImage: () => void
  /** Id of the editing surface, for aria-controls. */
  controls: string
}

export const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
export const MOD = IS_MAC ? '⌘' : 'Ctrl+'

export function Toolbar({ state, run, onLink, onImage, controls }: ToolbarProps) {
  const shown = toolbarState(state)
  const bar = useRef<HTMLDivElement>(null)
  const lastFocused = useRef<HTMLElement | null>(null)

  const controlsInBar = () => [...(bar.current?.querySelectorAll<HTMLElement>('[data-toolbar-item]') ?? [])].filter((el) => !(el as HTMLButtonElement).disabled)

  // Roving focus: exactly one control is in the Tab order (the last one used, else the first).
  useLayoutEffect(() => {
    const items = controlsInBar()
    for (const item of bar.current?.querySelectorAll<HTMLElement>('[data-toolbar-item]') ?? []) item.tabIndex = -1
    const current = items.includes(lastFocused.current!) ? lastFocused.current! : items[0]
    for (const item of items) item.tabIndex = item === current ? 0 : -1
  })

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement
    if (!target.hasAttribute('data-toolbar-item')) return
    const items = controlsInBar()
    const index = items.indexOf(target)
    let next = -1
    if (event.key === 'ArrowRight') next = (index + 1) % items.length
    else if (event.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = items.length - 1
    if (next < 0) return
    event.preventDefault()
    items[next].focus()
  }

  const markButton = (icon: EditorIconName, label: string, shortcut: string, active: boolean, command: Command) => (
    <ToolButton icon={icon} label={label} shortcut={shortcut} pressed={active} onClick={() => run(command)} />
  )

  const fontItems: MenuItem[] = [
    { key: 'default', label: 'Default font', checked: !shown.textStyle.fontFamily, onSelect: () => run(setTextStyle('fontFamily', null)) },
    ...FONTS.map((font) => ({
      key: font,
      label: font,
      style: { fontFamily: FONT_PREVIEW[font] },
      checked: shown.textStyle.fontFamily === font,
      onSelect: () => run(setTextStyle('fontFamily', font)),
    })),
  ]
  const sizeItems: MenuItem[] = [
    { key: 'default', label: 'Default size', checked: !shown.textStyle.fontSize, onSelect: () => run(setTextStyle('fontSize', null)) },
    ...FONT_SIZES.map((size) => ({
      key: size,
      label: size,
      content: (
        <>
          <span className="size-sample" style={{ fontSize: `min(${size}, 26px)` }} aria-hidden="true">
            Aa
          </span>
          <span>{size}</span>
        </>
      ),
      checked: shown.textStyle.fontSize === size,
      onSelect: () => run(setTextStyle('fontSize', size)),
    })),
  ]
  const spacingItems: MenuItem[] = [
    { key: 'default', label: 'Default spacing', checked: !shown.lineHeight, onSelect: () => run(setLineHeight(null)) },
    ...LINE_HEIGHTS.map((value) => ({ key: value, label: value, checked: shown.lineHeight === value, onSelect: () => run(setLineHeight(value)) })),
  ]
  const colourItems: MenuItem[] = COLOURS.map((colour) => ({
    key: colour,
    label: `${COLOUR_NAMES[colour]} ${colour}`,
    content: <span className="swatch" style={{ background: colour }} />,
    className: 'menu-swatch',
    checked: shown.textStyle.color === colour,
    onSelect: () => run(setTextStyle('color', colour)),
  }))
  const emojiItems: MenuItem[] = EMOJI.map(({ char, name }) => ({
    key: char,
    label: name,
    content: <span aria-hidden="true">{char}</span>,
    className: 'menu-emoji',
    onSelect: () => run(insertText(char)),
  }))

  return (
    <div ref={bar} className="rte-toolbar" role="toolbar" aria-label="Formatting" aria-controls={controls} onKeyDown={onKeyDown} onFocus={(e) => {
        if (e.target.hasAttribute('data-toolbar-item')) lastFocused.current = e.target
      }}>
      <div className="tool-group">
        <label className="visually-hidden" htmlFor={`${controls}-block`}>
          Block style
        </label>
        <select
          id={`${controls}-block`}
          className="tool-select"
          data-toolbar-item=""
          value={shown.block === null ? '' : String(shown.block)}
          title="Block style"
          onChange={(e) => run(setBlockStyle((e.target.value === 'paragraph' ? 'paragraph' : Number(e.target.value)) as BlockStyle))}
        >
          {shown.block === null && (
            <option value="" disabled>
              Mixed
            </option>
          )}
          {BLOCK_STYLES.map((style) => (
            <option key={style.value} value={String(style.value)}>
              {style.label}
            </option>
          ))}
        </select>
      </div>

      <div className="tool-group">
        <ToolbarMenu label="Font" radio items={fontItems} panelClassName="menu-fonts" triggerClassName="tool-font" trigger={<span className="tool-value">{shown.textStyle.fontFamily ?? 'Font'}</span>} />
        <ToolbarMenu label="Text size" radio items={sizeItems} triggerClassName="tool-size" trigger={<span className="tool-value">{shown.textStyle.fontSize ?? 'Size'}</span>} />
        <ToolbarMenu
          label="Line spacing"
          radio
          items={spacingItems}
          trigger={
            <>
              <EditorIcon name="lineHeight" />
              {shown.lineHeight && <span className="tool-value tool-value-sm">{shown.lineHeight}</span>}
            </>
          }
        />
      </div>

      <div className="tool-group">
        {markButton('bold', 'Bold', `${MOD}B`, shown.marks.strong, toggleMark(marks.strong))}
        {markButton('italic', 'Italic', `${MOD}I`, shown.marks.em, toggleMark(marks.em))}
        {markButton('underline', 'Underline', `${MOD}U`, shown.marks.underline, toggleMark(marks.underline))}
        {markButton('strike', 'Strikethrough', `${MOD}Shift+X`, shown.marks.strike, toggleMark(marks.strike))}
        <ToolbarMenu
          label="Text colour"
          radio
          columns={6}
          heading="Text colour"
          panelClassName="menu-colours"
          lead={{ key: 'default', label: 'Default colour', checked: !shown.textStyle.color, className: 'menu-default-colour', onSelect: () => run(setTextStyle('color', null)) }}
          items={colourItems}
          trigger={
            <span className="tool-colour" aria-hidden="true">
              A<span className="tool-colour-bar" style={{ background: shown.textStyle.color ?? 'currentColor' }} />
            </span>
          }
        />
      </div>

      <div className="tool-group">
        <ToolButton icon="bullets" label="Bulleted list" shortcut="Ctrl+Shift+8" pressed={shown.list === 'bullet'} onClick={() => run(toggleList(nodes.bullet_list))} />
        <ToolButton icon="numbers" label="Numbered list" shortcut="Ctrl+Shift+7" pressed={shown.list === 'ordered'} onClick={() => run(toggleList(nodes.ordered_list))} />
      </div>

      <div className="tool-group">
        <ToolButton icon="link" label={shown.link ? 'Edit link' : 'Insert link'} pressed={Boolean(shown.link)} onClick={onLink} />
        <ToolButton icon="image" label="Insert image" onClick={onImage} />
        <ToolbarMenu label="Insert emoji" columns={7} heading="Emoji" panelClassName="menu-emojis" items={emojiItems} trigger={<EditorIcon name="emoji" />} />
      </div>

      <div className="tool-group tool-group-end">
        <ToolButton icon="undo" label="Undo" shortcut={`${MOD}Z`} disabled={!shown.canUndo} onClick={() => run(undo)} />
        <ToolButton icon="redo" label="Redo" shortcut={IS_MAC ? '⌘Shift+Z' : 'Ctrl+Y'} disabled={!shown.canRedo} onClick={() => run(redo)} />
      </div>
    </div>
  )
}

interface ToolButtonProps {
  icon: EditorIconName
  label: string
  shortcut?: string
  pressed?: boolean
  disabled?: boolean
  onClick: () => void
}

export function ToolButton({ icon, label, shortcut, pressed, disabled, onClick }: ToolButtonProps) {
  return (
    <button
      type="button"
      className="tool-button"
      data-toolbar-item=""
      aria-label={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      aria-keyshortcuts={shortcut?.replace('⌘', 'Meta+')}
      title={shortcut ? `${label} (${shortcut})` : label}
      disabled={disabled}
      // Keep the editor's selection visible: the click applies to it.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      <EditorIcon name={icon} />
    </button>
  )
}
