/** A password input with a show/hide button. */
import { useState, type InputHTMLAttributes, type Ref } from 'react'
import { Icon } from './Icon.tsx'

export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  const [visible, setVisible] = useState(false)
  return (
    <div className="input-with-action">
      <input {...props} className="input" type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="off" />
      <button
        type="button"
        className="input-action"
        aria-pressed={visible}
        aria-controls={props.id}
        disabled={props.disabled}
        onClick={() => setVisible((v) => !v)}
      >
        <Icon name={visible ? 'eyeOff' : 'eye'} size={18} />
        {/* Named by text, not aria-label, so the field stays the only control labelled "Password". */}
        <span className="visually-hidden">Show password</span>
      </button>
    </div>
  )
}
