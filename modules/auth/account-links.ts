/**
 * The links of invitations and password resets: 256 random bits as base64url in the link, only the
 * SHA-256 of it in the database (a copy of the table opens no account), and the mails that carry
 * them (plain text, from the site's sender address). The link opens a console page under /admin; the
 * token travels in the query (`?token=`), which the logs redact (core/logging.ts) and the console's
 * Referrer-Policy keeps from other sites.
 */
import { createHash, randomBytes } from 'node:crypto'
import { BRAND } from '../../shared/brand.ts'
import { roleLabel, type Role } from '../../shared/api/auth.ts'
import { INVITATION_HOURS, INVITE_PATH, RESET_MINUTES, RESET_PATH } from '../../shared/api/staff-accounts.ts'
import type { OutgoingMail } from '../mail/index.ts'

export const newToken = () => randomBytes(32).toString('base64url')

export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

export const invitationLink = (origin: string, token: string) => `${origin}${INVITE_PATH}?token=${token}`
export const resetLink = (origin: string, token: string) => `${origin}${RESET_PATH}?token=${token}`

export const MAIL_KINDS = { invitation: 'staff-invitation', passwordReset: 'password-reset' } as const

const fromAddress = (senderEmail: string) => `${BRAND.name} <${senderEmail || BRAND.defaults.senderEmail}>`

export function invitationMail(to: { email: string; name: string; role: Role }, inviter: string, link: string, senderEmail: string): OutgoingMail {
  return {
    to: to.email,
    from: fromAddress(senderEmail),
    subject: `You are invited to the ${BRAND.name} admin console`,
    text: [
      `Hello ${to.name.replace(/\s+/g, ' ').trim()},`,
      '',
      `${inviter} invited you to the ${BRAND.name} admin console as ${roleLabel(to.role)}.`,
      '',
      `Choose your password here (the link works once, for ${INVITATION_HOURS} hours):`,
      link,
      '',
      'Then sign in with this e-mail address and that password.',
      'If you did not expect this invitation, you can ignore this e-mail.',
      '',
      `— ${BRAND.name}`,
    ].join('\n'),
    kind: MAIL_KINDS.invitation,
  }
}

export function passwordResetMail(email: string, link: string, senderEmail: string): OutgoingMail {
  return {
    to: email,
    from: fromAddress(senderEmail),
    subject: `Set a new password for the ${BRAND.name} admin console`,
    text: [
      `Someone asked to reset the password of the staff account ${email}.`,
      '',
      `To choose a new password, open this link (it works once, for ${RESET_MINUTES} minutes):`,
      link,
      '',
      'Setting a new password signs this account out everywhere.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      '',
      `— ${BRAND.name}`,
    ].join('\n'),
    kind: MAIL_KINDS.passwordReset,
  }
}
