/**
 * Open roles (issue 30): the jobs Yerth is hiring for, listed on /careers before its apply section
 * while any is open (`listedOn`; the page's stored sections stay the spec's seven) with a page each
 * at /careers/<slug>. JobPosting JSON-LD for search engines; "Apply" opens the contact form with the
 * subject Careers and the role filled in, so an application is an enquiry like any other (and
 * personal-data erase covers it). Past its closing date a role leaves the list and its page says so.
 */
import { servedContentType, type ServedItem, type SiteFacts } from './served.ts'

export const EMPLOYMENT_TYPES = [
  { value: 'FULL_TIME', label: 'Full-time' },
  { value: 'PART_TIME', label: 'Part-time' },
  { value: 'CONTRACTOR', label: 'Contract' },
  { value: 'INTERN', label: 'Internship' },
  { value: 'TEMPORARY', label: 'Temporary' },
] as const

export const WORKPLACES = [
  { value: 'onsite', label: 'On site' },
  { value: 'hybrid', label: 'Hybrid' },
  { value: 'remote', label: 'Remote' },
] as const

function jobPostingJsonLd(item: ServedItem, site: SiteFacts): Record<string, unknown> {
  const location = String(item.location ?? '')
  const remote = item.workplace === 'remote'
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: item.title,
    description: item.body,
    datePosted: item.publish_date ?? item.created_at,
    ...(item.closes_on ? { validThrough: `${item.closes_on}T23:59:59Z` } : {}),
    employmentType: item.employment_type,
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: site.origin, logo: site.logo },
    ...(location && { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: location } } }),
    ...(remote && { jobLocationType: 'TELECOMMUTE' }),
    ...(item.team ? { occupationalCategory: item.team } : {}),
    url: `${site.origin}/careers/${item.slug}`,
  }
}

export const ROLES = servedContentType({
  type: 'roles',
  table: 'open_roles',
  noun: 'role',
  label: 'Open role',
  plural: 'Open roles',
  auditAs: 'open_role',
  manager: { screen: 'Open Roles', path: '/roles', icon: 'users', summary: 'The jobs on the Careers page: what each role is, where, and until when applications are open.' },
  fields: [
    { name: 'title', label: 'Title', kind: 'shortText', required: true, max: 200 },
    { name: 'summary', label: 'Summary', kind: 'longText', required: true, max: 400, hint: 'One or two sentences: shown in the list, in search results and on social cards.' },
    { name: 'body', label: 'Description', kind: 'richText', required: true, detailOnly: true },
    { name: 'team', label: 'Team', kind: 'shortText', required: true, max: 100, group: 'The role', hint: 'Engineering, Design, Operations…' },
    { name: 'employment_type', label: 'Employment type', kind: 'select', required: true, options: EMPLOYMENT_TYPES, group: 'The role' },
    { name: 'workplace', label: 'Workplace', kind: 'select', required: true, options: WORKPLACES, group: 'Where' },
    { name: 'location', label: 'Location', kind: 'shortText', max: 200, group: 'Where', hint: 'City and country. Leave empty for a role that is remote from anywhere.' },
    { name: 'closes_on', label: 'Closing date', kind: 'date', group: 'Applications', hint: 'The last day to apply. Leave empty while the role is open until filled.' },
  ],
  slugFallback: 'role',
  list: { columns: ['title', 'team', 'closes_on'], search: ['title', 'team', 'location', 'summary'] },
  site: {
    path: '/careers',
    list: false,
    listedOn: {
      page: 'careers',
      before: 'join-movement',
      heading: 'Open Roles',
      intro: 'Every role below is open now. Read what it involves, then apply in two minutes: we read every application.',
      eyebrow: 'Join the team',
      cardLink: 'View role',
    },
    intro: 'Open roles at Yerth: build electric, intelligent and sustainable vehicles with us.',
    order: { field: 'title', direction: 'asc' },
    lapse: { field: 'closes_on', past: 'hidden' },
    description: 'summary',
    card: ['team', 'workplace', 'location', 'employment_type'],
    jsonLd: jobPostingJsonLd,
    feed: true,
  },
})
