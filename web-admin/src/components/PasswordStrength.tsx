/**
 * Strength feedback in words under a new-password field (issue 29 §3), e.g. "Strength: weak — this
 * is one of the most common passwords.", with a four-step bar. The meter (zxcvbn and its dictionary,
 * shared/password-strength.ts) is fetched as its own chunk once something is typed. It only advises:
 * the server's rules still decide, and say why at the field.
 */
import { useEffect, useState } from 'react'
import { loadStrengthMeter, type Strength, type StrengthMeter } from '../../../shared/password-strength.ts'

export function PasswordStrength({ password, userInputs = [] }: { password: string; userInputs?: string[] }) {
  const [meter, setMeter] = useState<StrengthMeter | null>(null)
  const typed = password !== ''
  useEffect(() => {
    if (!typed || meter) return
    let live = true
    loadStrengthMeter().then(
      (loaded) => live && setMeter(() => loaded),
      // Without the meter the field works as before; the server still checks the password.
      (error) => console.warn('Password strength meter could not load', error),
    )
    return () => {
      live = false
    }
  }, [typed, meter])
  const strength: Strength | null = typed && meter ? meter(password, userInputs) : null
  // The live region is always there (out of the layout while empty), so screen readers announce the words when they change.
  return (
    <div className="password-strength" data-level={strength?.level}>
      {strength && (
        <span className="password-strength-bar" aria-hidden="true">
          {[1, 2, 3, 4].map((step) => (
            <span key={step} className={step <= strength.bars ? 'is-on' : undefined} />
          ))}
        </span>
      )}
      <p className="password-strength-words" aria-live="polite">
        {strength && <strong>{strength.words.split(' — ')[0]}</strong>}
        {strength?.words.includes(' — ') && ` — ${strength.words.split(' — ')[1]}`}
      </p>
    </div>
  )
}
