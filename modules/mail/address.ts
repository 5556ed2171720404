/**
 * What counts as one e-mail address, decided the way the mailer reads it: nodemailer's own address
 * parser must find exactly one mailbox, without a display name or group, whose address is the whole
 * text; and that address must be a plain `local@domain.tld` (dot-atom local part, DNS labels).
 * `javascript:alert(1)//@x.com` parses as a group and fails; so do lists, comments and quoted parts.
 * The settings check their e-mail fields with it and the outbox checks every recipient.
 */
import addressparser from 'nodemailer/lib/addressparser'

const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const PLAIN = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*@${LABEL}(?:\\.${LABEL})*\\.[A-Za-z]{2,63}$`)

/** Whether `text` is exactly one plain address (nothing around it) as the mailer would parse it. */
export function isOneAddress(text: string): boolean {
  if (text.length > 254 || !PLAIN.test(text)) return false
  const parsed = addressparser(text)
  return parsed.length === 1 && !parsed[0].group && parsed[0].name === '' && parsed[0].address === text
}

/** The address of a sender written `Name <address>` or as a bare address, when it is one plain address; else null. */
export function senderAddress(from: string): string | null {
  const parsed = addressparser(from)
  if (parsed.length !== 1 || parsed[0].group || !parsed[0].address) return null
  const address = parsed[0].address
  if (!isOneAddress(address)) return null
  // The text must be what was parsed: `Name <address>` or the address alone, nothing after it.
  return from === address || from.endsWith(`<${address}>`) ? address : null
}
