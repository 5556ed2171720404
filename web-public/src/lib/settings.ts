/** Public settings with the spec's fallbacks (public-site §2 footer, §3, §4). */
import { BRAND } from '../../../shared/brand.ts'
import { PUBLIC_SETTING_KEYS, type PublicSettings } from '../../../shared/settings-keys.ts'

/** Every public key empty: each reader falls back to the brand default. */
export function emptySettings(): PublicSettings {
  return Object.fromEntries(PUBLIC_SETTING_KEYS.map((k) => [k, ''])) as PublicSettings
}

/** Keeps `base` and lays the known string keys of `incoming` over it (unknown keys are ignored). */
export function mergeSettings(base: PublicSettings, incoming: unknown): PublicSettings {
  const out = { ...base }
  if (incoming && typeof incoming === 'object') {
    const src = incoming as Record<string, unknown>
    for (const key of PUBLIC_SETTING_KEYS) if (typeof src[key] === 'string') out[key] = src[key] as string
  }
  return out
}

const pick = (value: string | undefined, fallback: string) => (value && value.trim() ? value.trim() : fallback)

/** Only absolute http(s) links are used; anything else (e.g. `javascript:`) falls back. */
const pickUrl = (value: string | undefined, fallback: string) => (value && /^https?:\/\/[^\s]+$/i.test(value.trim()) ? value.trim() : fallback)

export const contactEmail = (s: PublicSettings) => pick(s.contact_email, BRAND.defaults.contactEmail)
export const companyPhone = (s: PublicSettings) => pick(s.company_phone, BRAND.defaults.phone)

export type SocialNetwork = 'linkedin' | 'youtube' | 'instagram' | 'facebook'
export interface SocialLink {
  network: SocialNetwork
  label: string
  href: string
}

/** The four company profiles, each falling back to the default company page. */
export function socialLinks(s: PublicSettings): SocialLink[] {
  return [
    { network: 'linkedin', label: 'LinkedIn', href: pickUrl(s.linkedin_url, BRAND.defaults.linkedinUrl) },
    { network: 'youtube', label: 'YouTube', href: pickUrl(s.youtube_url, BRAND.defaults.youtubeUrl) },
    { network: 'instagram', label: 'Instagram', href: pickUrl(s.instagram_url, BRAND.defaults.instagramUrl) },
    { network: 'facebook', label: 'Facebook', href: pickUrl(s.facebook_url, BRAND.defaults.facebookUrl) },
  ]
}
