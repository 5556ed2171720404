/** Dates as the console shows them, and the datetime-local field's value to and from ISO 8601. */
const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' })
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })

const shortDateTimeFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })

const parse = (iso: string | null | undefined) => {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

export const formatDate = (iso: string | null | undefined) => {
  const date = parse(iso)
  return date ? dateFormat.format(date) : (iso ?? '')
}

export const formatDateTime = (iso: string | null | undefined) => {
  const date = parse(iso)
  return date ? dateTimeFormat.format(date) : (iso ?? '')
}

const pad = (n: number) => String(n).padStart(2, '0')

/** ISO 8601 → "YYYY-MM-DDTHH:mm" in the browser's time zone (what <input type="datetime-local"> holds). */
export function toLocalInput(iso: string | null | undefined): string {
  const date = parse(iso)
  if (!date) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** The field's local date-time → ISO 8601 (UTC); empty or unreadable → null. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** True when a local date-time value lies in the future. */
export const isFuture = (value: string, now = Date.now()) => {
  const iso = fromLocalInput(value)
  return iso !== null && new Date(iso).getTime() > now
}

/** "Dec 7, 9:10 AM" this year, the full date and time otherwise. */
export const formatWhen = (iso: string | null | undefined) => {
  const date = parse(iso)
  if (!date) return iso ?? ''
  return date.getFullYear() === new Date().getFullYear() ? shortDateTimeFormat.format(date) : dateTimeFormat.format(date)
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' })
const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' })
const dayYearFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' })

const startOfDay = (ms: number) => {
  const d = new Date(ms)
  d.setHours(0, 0, 0, 0)
  return d.getTime()
}

/** A moment in the recent past: "today at 2:32 PM", "yesterday at 9:10 AM", "Dec 7 at 9:10 AM". */
export function formatMoment(at: number, now = Date.now()): string {
  const days = Math.round((startOfDay(now) - startOfDay(at)) / 86_400_000)
  const time = timeFormat.format(at)
  if (days === 0) return `today at ${time}`
  if (days === 1) return `yesterday at ${time}`
  const sameYear = new Date(at).getFullYear() === new Date(now).getFullYear()
  return `${(sameYear ? dayFormat : dayYearFormat).format(at)} at ${time}`
}

/** "just now", "1 minute ago", "3 hours ago", "2 days ago". */
export function timeAgo(at: number, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - at) / 1000))
  if (seconds < 45) return 'just now'
  const [value, unit] =
    seconds < 3600 ? [Math.max(1, Math.round(seconds / 60)), 'minute'] : seconds < 86_400 ? [Math.round(seconds / 3600), 'hour'] : [Math.round(seconds / 86_400), 'day']
  return `${value} ${unit}${value === 1 ? '' : 's'} ago`
}
