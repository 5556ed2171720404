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
