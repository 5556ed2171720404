/**
 * A prefix text query from what a visitor typed: each word (letters and digits) must start a word
 * of the searched text. Null when nothing searchable was typed. Words only ever contain letters and
 * digits, so they cannot break out of the tsquery syntax. At most 16 distinct words.
 */
export function prefixQuery(search: string | undefined): string | null {
  const words = (search ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu)
  if (!words?.length) return null
  return [...new Set(words)].slice(0, 16).map((w) => `'${w}':*`).join(' & ')
}
