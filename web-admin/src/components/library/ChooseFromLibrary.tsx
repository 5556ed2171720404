/** "Choose from library": the button beside an image field's upload that opens the library picker. */
import { useRef, useState } from 'react'
import { Icon } from '../Icon.tsx'
import { LibraryPicker, type PickedImage } from './LibraryPicker.tsx'

interface ChooseFromLibraryProps {
  onPick: (image: PickedImage) => void
  /** What the field is, for assistive technology ("Featured image"). */
  fieldLabel?: string
  /** The alt text a new upload in the picker starts with. */
  initialAlt?: string
  disabled?: boolean
  /** The visible text; "Choose from library" by default. */
  text?: string
  className?: string
}

export function ChooseFromLibrary({ onPick, fieldLabel, initialAlt, disabled, text = 'Choose from library', className = 'button button-secondary button-sm' }: ChooseFromLibraryProps) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button ref={button} type="button" className={className} onClick={() => setOpen(true)} disabled={disabled}>
        <Icon name="image" size={16} />
        {text}
        {fieldLabel && <span className="visually-hidden"> for {fieldLabel.toLowerCase()}</span>}
      </button>
      {open && (
        <LibraryPicker
          initialAlt={initialAlt}
          returnFocus={() => button.current?.focus()}
          onClose={() => setOpen(false)}
          onPick={(image) => {
            setOpen(false)
            onPick(image)
          }}
        />
      )}
    </>
  )
}
