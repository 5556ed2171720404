/** Default sections of the hyperbuilt page (admin-area §9). Copy shown by the public site until an editor changes it. */
import type { Section } from '../../api/pages.ts'
import { section } from '../section.ts'

export const HYPERBUILT_SECTIONS: Section[] = [
  section('hero', 'banner', 'HyperBuilt', 'TODO'),
  section('reality-series', 'text', 'Reality Series', 'TODO'),
  section('podcast-series', 'text', 'Podcast Series', 'TODO'),
  section('subscribe', 'text', 'Join 10,000+ subscribers', 'TODO'),
  section('preview-modal', 'text', 'Coming Soon', 'TODO'),
  section('watch-preview', 'button', 'Watch Preview', 'TODO'),
]
