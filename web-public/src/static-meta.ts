/** Head metadata of the static screens (not managed pages). */
import type { PageMeta } from './document.ts'
import { STATIC_PAGES, type StaticPageKind } from './lib/routes.ts'

const page = (kind: StaticPageKind, title: string, description: string, index = true): PageMeta => ({
  title,
  description,
  index,
  path: STATIC_PAGES[kind].path,
  breadcrumbs: [
    { name: 'Home', path: '/' },
    { name: title, path: STATIC_PAGES[kind].path },
  ],
})

export const STATIC_PAGE_META: Record<StaticPageKind, PageMeta> = {
  homeV1: page(
    'homeV1',
    'Welcome to the Hypermobility Era',
    'Seamless, intelligent, sustainable: the three pillars of Yerth Hypermobility, our features and answers to the questions we hear most.',
  ),
  partners: page(
    'partners',
    'Strategic Partners',
    'Partner with Yerth: technology partners, global expansion partners and strategic alliances for electric Hypermobility. Launching Q1 2026.',
  ),
  events: page(
    'events',
    'Events',
    'Yerth events are coming in 2026: product launch events, community meetups and industry conferences. Join the VIP list to hear first.',
  ),
  privacy: page('privacy', 'Privacy Policy', 'How Yerth collects, uses and protects personal data on this website, and the choices and rights you have.'),
  terms: page('terms', 'Terms of Service', 'The terms that apply when you use the Yerth website, its content and its forms.'),
  cookies: page('cookies', 'Cookie Settings', 'Choose which optional cookies and tracking Yerth may use on this website: analytics and marketing, off until you agree.'),
  feedback: page('feedback', 'Feedback', 'Tell Yerth what you think of our website, our vehicles and our ideas. Every message is read by the team.'),
}
