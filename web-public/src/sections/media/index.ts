/**
 * The media family's block components, by BLOCK TYPE (shared/blocks/media.ts; sections/registry.ts
 * loads this chunk for a page that shows one of them): the press room hero, the media kit, founder
 * photos with photo guidelines, press highlights, brand usage guidelines and the press inquiry
 * banner. Each draws only its own section and works on any page (public-site §2 Media, §7, §9).
 */
import type { SectionComponent } from '../types.ts'
import { FounderPhotos } from './FounderPhotos.tsx'
import { Guidelines } from './Guidelines.tsx'
import { Inquiry } from './Inquiry.tsx'
import { MediaHero } from './MediaHero.tsx'
import { MediaKit } from './MediaKit.tsx'
import { PressList } from './PressList.tsx'
import './media.css'

const blocks: Record<string, SectionComponent> = {
  'media-hero': MediaHero,
  'media-kit': MediaKit,
  'founder-photos': FounderPhotos,
  'press-list': PressList,
  'brand-guidelines': Guidelines,
  'press-inquiry': Inquiry,
}

export default blocks
