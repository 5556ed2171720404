/**
 * The two e-mails of the enquiries module: the notification staff get for every contact
 * submission (plain text, Reply-To the visitor) and the welcome a new newsletter subscriber gets,
 * with its unsubscribe link (also as List-Unsubscribe, with RFC 8058 one-click). Visitors' text only ever goes into the
 * plain-text body or is HTML-escaped; header fields get one line.
 */
import { BRAND } from '../../shared/brand.ts'
import type { ContactSource, ContactSubject, EnquiryFormType, NewsletterSource } from '../../shared/api/enquiries.ts'
import { CONTACT_SUBJECT_LABELS } from '../../shared/enquiry-labels.ts'
import type { OutgoingMail } from '../mail/index.ts'

export const MAIL_KINDS = { contactNotification: 'contact-notification', newsletterWelcome: 'newsletter-welcome' } as const

/** What the mails need of the settings (admin-area §3 Settings). */
export interface MailSettings {
  contact_email: string
  sender_email: string
}

const oneLine = (text: string, max: number) => {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const fromAddress = (settings: MailSettings) => `${BRAND.name} <${settings.sender_email || BRAND.defaults.senderEmail}>`

const SOURCE_NAMES: Record<ContactSource | NewsletterSource, string> = {
  contact: 'the contact page',
  coming_soon: 'the coming-soon page',
  footer: 'the site footer',
  hyperbuilt: 'HyperBuilt',
  strategic_partners: 'Strategic Partners',
  events: 'Events',
}

export interface ContactNotice {
  name: string
  email: string
  phone: string
  subject: ContactSubject
  message: string
  source_page: ContactSource
  form_type: EnquiryFormType
}

export function contactNotification(e: ContactNotice, settings: MailSettings): OutgoingMail {
  const subjectLabel = CONTACT_SUBJECT_LABELS[e.subject]
  return {
    to: settings.contact_email || BRAND.defaults.contactEmail,
    from: fromAddress(settings),
    subject: oneLine(`New ${e.form_type === 'career' ? 'careers enquiry' : 'enquiry'} from ${e.name}: ${subjectLabel}`, 200),
    text: [
      `A visitor wrote through ${SOURCE_NAMES[e.source_page]}.`,
      '',
      `Name:    ${e.name}`,
      `E-mail:  ${e.email}`,
      `Mobile:  ${e.phone || '(none given)'}`,
      `Subject: ${subjectLabel}`,
      '',
      e.message,
      '',
      '--',
      'Reply to this e-mail to answer them. The enquiry is in the console under Form Enquiries.',
    ].join('\n'),
    kind: MAIL_KINDS.contactNotification,
    // The visitor's address (validated: one address, no line breaks), so staff can simply reply.
    headers: { 'Reply-To': e.email },
  }
}

export function newsletterWelcome(email: string, source: NewsletterSource, unsubscribeUrl: string, settings: MailSettings): OutgoingMail {
  const intro = `Thank you for subscribing to ${BRAND.name} updates.`
  const body = 'We will write when there is news worth sharing: launches, events, and stories about Hypermobility from our journal.'
  const why = `You are receiving this because this address was signed up on ${SOURCE_NAMES[source]} of our website.`
  const leave = 'If that was not you, or you change your mind, unsubscribe here:'
  const link = escapeHtml(unsubscribeUrl)
  const subject = `Welcome to ${BRAND.name} updates`
  return {
    to: email,
    from: fromAddress(settings),
    subject,
    text: [intro, '', body, '', why, leave, unsubscribeUrl, '', `— ${BRAND.name}`].join('\n'),
    html: [
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
      `<meta name="color-scheme" content="light dark"><title>${escapeHtml(subject)}</title></head>`,
      '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;line-height:1.5">',
      `<p style="font-size:20px;font-weight:bold;margin:0 0 16px">${escapeHtml(BRAND.name)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p style="font-size:13px">${escapeHtml(why)} ${escapeHtml(leave)} <a href="${link}">Unsubscribe</a>.</p>`,
      '</body></html>',
    ].join(''),
    kind: MAIL_KINDS.newsletterWelcome,
    // RFC 2369 and RFC 8058: mail providers show their own unsubscribe button and POST the one-click body to the link.
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
