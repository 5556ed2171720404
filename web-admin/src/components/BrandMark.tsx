import { BRAND } from '../../../shared/brand.ts'

/** The Yerth mark and wordmark with the "CMS" tag. */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  return (
    <span className="brand">
      {/* The same mark as the public site (web-public/src/components/Logo.tsx): a figure growing like a sprout. */}
      <svg className="brand-logo" viewBox="0 0 40 40" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="12" fill="#22a625" />
        <g fill="none" stroke="#04150a" strokeWidth="3.4" strokeLinecap="round" strokeLinejoin="round">
          <path d="M20 31.5V22" />
          <path d="M20 22c0-6.2-4.6-10.4-10.2-10.8" />
          <path d="M20 22c0-6.2 4.6-10.4 10.2-10.8" />
        </g>
        <circle cx="20" cy="10.4" r="2.7" fill="#04150a" />
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
