/**
 * Designed sections of the media page (/media, public-site §2 Media and press, §7, §9), by section
 * id (sections/registry.ts): the hero, the media kit, founder photos with photo guidelines, press
 * highlights, brand usage guidelines and the media inquiry block.
 */
import type { DesignedSections } from '../types.ts'
import { FounderPhotos } from './FounderPhotos.tsx'
import { Guidelines } from './Guidelines.tsx'
import { Inquiry } from './Inquiry.tsx'
import { MediaHero } from './MediaHero.tsx'
import { MediaKit } from './MediaKit.tsx'
import { PressList } from './PressList.tsx'
import './media.css'

const sections: DesignedSections = {
  hero: MediaHero,
  'media-kit': MediaKit,
  founders: FounderPhotos,
  press: PressList,
  guidelines: Guidelines,
  inquiry: Inquiry,
}

export default sections
