/** Branded loader: the Yerth mark with an orbiting ring, shown while the gate status loads. */
import { LogoMark } from './Logo.tsx'

export function Loader({ fullscreen = false }: { fullscreen?: boolean }) {
  return (
    <div className={`loader ${fullscreen ? 'loader--full' : ''}`} role="status" aria-label="Loading">
      <div className="loader-art" aria-hidden="true">
        <svg className="loader-ring" viewBox="0 0 80 80">
          <circle cx="40" cy="40" r="36" />
          <circle className="loader-arc" cx="40" cy="40" r="36" pathLength="100" />
        </svg>
        <LogoMark size={40} className="loader-mark" />
      </div>
    </div>
  )
}
