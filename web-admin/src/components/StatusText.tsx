/**
 * A persistent live region for the outcome of an action (saved, refused, failed), so screen
 * readers announce it; it renders nothing visible while empty.
 */
import { Icon } from './Icon.tsx'

export interface Status {
  tone: 'success' | 'error'
  text: string
}

export function StatusText({ status, className }: { status: Status | null; className?: string }) {
  return (
    <div className={className ? `status-text ${className}` : 'status-text'} role="status" aria-live="polite">
      {status && (
        <span className={`status-${status.tone}`}>
          <Icon name={status.tone === 'success' ? 'check' : 'alert'} size={16} />
          {status.text}
        </span>
      )}
    </div>
  )
}
