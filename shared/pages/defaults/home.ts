/** Default sections of the home page (admin-area §9). Copy shown by the public site until an editor changes it. */
import type { Section } from '../../api/pages.ts'
import { section } from '../section.ts'

export const HOME_SECTIONS: Section[] = [
  section('hero', 'banner', 'Where Hypermobility Comes to Life', 'TODO'),
  section('nature-carousel', 'text', 'What if bikes could think like Nature?', 'TODO'),
  section('hypermobility-statement', 'text', 'Hypermobility', 'TODO'),
  section('discover-future', 'text', 'Discover the Future of Hypermobility', 'TODO'),
  section('early-access', 'button', 'Get Early Access', 'TODO'),
  section('mirror-of-earth', 'text', 'Mirror of the Earth', 'TODO'),
  section('looked-at-earth', 'text', 'We Looked at Earth, and Saw More', 'TODO'),
  section('what-were-building', 'text', "What We're Building", 'TODO'),
  section('read-about-us', 'button', 'Read About Us', 'TODO'),
  section('new-era', 'text', 'The World Demands a New Era', 'TODO'),
  section('new-era-image', 'image', 'The World Demands a New Era', 'TODO'),
  section('hyperbuilt-series', 'text', 'HyperBuilt Series', 'TODO'),
  section('hyperbuilt-subscribe', 'button', 'Subscribe & Be the First to See', 'TODO'),
  section('founders', 'text', 'The Founders', 'TODO'),
  section('latest-blogs', 'text', 'Latest from the Journal', 'TODO'),
  section('closing-cta', 'banner', 'Join the Hypermobility Movement', 'TODO'),
]
