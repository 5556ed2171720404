/** A centred spinner with a message, announced politely. */
export function Loader({ label, fullPage = false }: { label: string; fullPage?: boolean }) {
  return (
    <div className={fullPage ? 'loader loader-page' : 'loader'} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="loader-label">{label}</span>
    </div>
  )
}
