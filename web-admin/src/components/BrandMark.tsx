import { BRAND } from '../../../shared/brand.ts'

/** The Yerth mark and wordmark with the "CMS" tag. */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  return (
    <span className="brand">
      <svg className="brand-logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--brand)" />
        <path d="M9 8.5l7 8.2 7-8.2M16 16.7V24" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {!compact && (
        <span className="brand-text">
          <span className="brand-name">{BRAND.name}</span>
          <span className="brand-tag">CMS</span>
        </span>
      )}
      {compact && <span className="visually-hidden">{BRAND.name} CMS</span>}
    </span>
  )
}
