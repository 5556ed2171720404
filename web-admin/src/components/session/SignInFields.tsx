/**
 * The e-mail and password fields of a sign-in, as the login screen and the in-place "Your session
 * has ended" dialog both ask for them (same names and autocomplete hints, so password managers fill both).
 */
import type { Ref } from 'react'
import { Field } from '../Field.tsx'
import { PasswordInput } from '../PasswordInput.tsx'

interface SignInFieldsProps {
  email: string
  onEmailChange(email: string): void
  password: string
  onPasswordChange(password: string): void
  passwordRef?: Ref<HTMLInputElement>
  /** Focus the e-mail field when the form opens (the login screen). */
  autoFocusEmail?: boolean
}

export function SignInFields({ email, onEmailChange, password, onPasswordChange, passwordRef, autoFocusEmail }: SignInFieldsProps) {
  return (
    <>
      <Field label="Email" required>
        {(control) => (
          <input
            {...control}
            className="input"
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            autoCapitalize="off"
            value={email}
            onChange={(e) => onEmailChange(e.target.value)}
            {...(autoFocusEmail ? { 'data-autofocus': true } : {})}
          />
        )}
      </Field>
      <Field label="Password" required>
        {(control) => (
          <PasswordInput {...control} ref={passwordRef} name="password" autoComplete="current-password" value={password} onChange={(e) => onPasswordChange(e.target.value)} />
        )}
      </Field>
    </>
  )
}
