/**
 * Numbers as the Dashboard and Website Analytics show them (admin-area §9): session duration in
 * minutes and seconds ("2m 05s"), percentages to one decimal ("42.5%"), counts with the reader's
 * digit grouping, and the change against the previous period ("+12.5%", "−3.1%"). A value that is
 * not there (not loaded, no previous period) is "—", never a made-up number.
 */

/** What a screen shows for a value it does not have. */
export const MISSING = '—'

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value)

/** 1234 → "1,234" (the reader's locale); null → "—". */
export function formatCount(value: number | null | undefined): string {
  return isNumber(value) ? Math.round(value).toLocaleString() : MISSING
}

/** Whole seconds → "45s", "2m 05s", "1h 02m 05s"; null or negative → "—". */
export function formatDuration(seconds: number | null | undefined): string {
  if (!isNumber(seconds) || seconds < 0) return MISSING
  const total = Math.round(seconds)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const ss = String(s).padStart(2, '0')
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m ${ss}s`
  if (m > 0) return `${m}m ${ss}s`
  return `${s}s`
}

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** The same duration for a screen reader: "2 minutes 5 seconds", "0 seconds". */
export function spokenDuration(seconds: number | null | undefined): string {
  if (!isNumber(seconds) || seconds < 0) return 'not available'
  const total = Math.round(seconds)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const parts = [h > 0 && unit(h, 'hour'), m > 0 && unit(m, 'minute'), (s > 0 || total === 0) && unit(s, 'second')].filter(Boolean)
  return parts.join(' ')
}

/** 42.456 → "42.5%" (one decimal; the bounce rate and the shares of a breakdown); null → "—". */
export function formatPercent(value: number | null | undefined): string {
  return isNumber(value) ? `${roundOne(value).toFixed(1)}%` : MISSING
}

/** Rounds to one decimal, and never to "-0.0". */
const roundOne = (value: number) => Math.round(value * 10) / 10 + 0

export type ChangeDirection = 'up' | 'down' | 'flat'

export interface Change {
  /** "+12.5%", "−3.1%" (a true minus sign), "0.0%", or "—" without a previous period. */
  text: string
  /** null: no previous period to compare with. */
  direction: ChangeDirection | null
}

/** The percent change against the previous period, as the cards show it. */
export function formatChange(change: number | null | undefined): Change {
  if (!isNumber(change)) return { text: MISSING, direction: null }
  const rounded = roundOne(change)
  if (rounded === 0) return { text: '0.0%', direction: 'flat' }
  return rounded > 0 ? { text: `+${rounded.toFixed(1)}%`, direction: 'up' } : { text: `\u2212${Math.abs(rounded).toFixed(1)}%`, direction: 'down' }
}

/** Whether a change is good news: more visitors are, a higher bounce rate is not. */
export type ChangeTone = 'good' | 'bad' | 'neutral'

export function changeTone(direction: ChangeDirection | null, better: 'up' | 'down'): ChangeTone {
  if (direction === null || direction === 'flat') return 'neutral'
  return direction === better ? 'good' : 'bad'
}

/** An axis label: 950 → "950", 1200 → "1.2k", 25000 → "25k", 1500000 → "1.5M". */
export function formatCompact(value: number): string {
  const abs = Math.abs(value)
  const scaled = (n: number, suffix: string) => `${Number.isInteger(n) || n >= 10 ? Math.round(n) : Math.round(n * 10) / 10}${suffix}`
  if (abs >= 1_000_000) return scaled(value / 1_000_000, 'M')
  if (abs >= 1000) return scaled(value / 1000, 'k')
  return String(Math.round(value))
}
