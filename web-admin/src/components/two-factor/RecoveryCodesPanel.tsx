/**
 * The recovery codes, shown once when two-factor sign-in is turned on: a list to copy or download,
 * and a button that says they are kept (the codes are never shown again).
 */
import { useState } from 'react'
import { Icon } from '../Icon.tsx'
import { Notice } from '../Notice.tsx'
import './two-factor.css'

export function RecoveryCodesPanel({ codes, onDone, doneLabel = 'I have saved my recovery codes' }: { codes: string[]; onDone: () => void; doneLabel?: string }) {
  const [copied, setCopied] = useState(false)
  const text = `Yerth admin recovery codes (each works once):\n\n${codes.join('\n')}\n`

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'yerth-recovery-codes.txt'
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }

  return (
    <section className="two-factor-codes" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" className="two-factor-title">
        Your recovery codes
      </h3>
      <Notice tone="warning" role="status">
        Keep these somewhere safe. Each code signs you in once if you lose your phone. They will not be shown again.
      </Notice>
      <ol className="two-factor-code-list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={copy}>
          {copied && <Icon name="check" size={18} />}
          {copied ? 'Copied' : 'Copy codes'}
        </button>
        <button type="button" className="button button-secondary" onClick={download}>
          <Icon name="arrowDown" size={18} />
          Download
        </button>
        <button type="button" className="button button-primary" onClick={onDone}>
          {doneLabel}
        </button>
      </div>
    </section>
  )
}
