/** The site's navigation (issue 31): one document, the header menu, the footer's columns and legal line (shared/navigation.ts). Each publish is a version. */
import { defineContentType } from './define.ts'

export const NAVIGATION_TYPE = defineContentType({
  type: 'navigation',
  table: 'navigation',
  noun: 'navigation',
  label: 'Navigation',
  plural: 'Navigation',
  auditAs: 'navigation',
  permissions: { read: 'pages:read', write: 'pages:edit' },
  manager: { screen: 'Navigation', path: '/navigation', icon: 'menu' },
  versions: {
    labels: { header: 'header menu', footer: 'footer columns', legal: 'legal line' },
    publishing: [],
  },
  usesImages: false,
  bulk: [],
})
