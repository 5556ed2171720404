/**
 * Addresses the editor accepts, the same set the sanitiser keeps (shared/rich-text.ts): links to
 * http(s), mailto and site paths; images from http(s) and site paths (such as /media/images/...).
 * Pure functions, used by the link and image dialogs and by the tests.
 */
import { isHttpUrl } from '../../../shared/http-url.ts'

export type UrlCheck = { ok: true; url: string } | { ok: false; message: string }

const SITE_PATH = /^\/(?!\/)[^\s\\]*$/
const EMAIL = /^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i
const LOOKS_LIKE_HOST = /^[^\s/@:]+\.[a-z]{2,}(?:[/?#:]\S*)?$/i

function webAddress(value: string): string | null {
  return isHttpUrl(value, { noSpaces: true }) ? value : null
}

/** A link target: https://…, http://…, mailto:…, or a path on this site (/journal). "www.x.com" gets https://. */
export function checkLinkUrl(input: string): UrlCheck {
  const value = input.trim()
  if (!value) return { ok: false, message: 'Enter the address the link should open.' }
  if (SITE_PATH.test(value)) return { ok: true, url: value }
  if (/^mailto:/i.test(value)) {
    return EMAIL.test(value.slice(7).split('?')[0]) ? { ok: true, url: value } : { ok: false, message: 'Enter an e-mail address after mailto:, such as mailto:press@yerth.com.' }
  }
  if (HAS_SCHEME.test(value) && !/^https?:/i.test(value)) {
    return { ok: false, message: 'Only web (https://), e-mail (mailto:) and site (/…) links are allowed.' }
  }
  if (/^https?:/i.test(value)) {
    return webAddress(value) ? { ok: true, url: value } : { ok: false, message: 'This web address is not valid.' }
  }
  if (EMAIL.test(value)) return { ok: true, url: `mailto:${value}` }
  if (LOOKS_LIKE_HOST.test(value) && webAddress(`https://${value}`)) return { ok: true, url: `https://${value}` }
  return { ok: false, message: 'Use a full web address (https://…), an e-mail link (mailto:…) or a site path starting with /.' }
}

/** An image source: https://…, http://…, or a path on this site (/media/images/…). Embedded data: images are refused. */
export function checkImageUrl(input: string): UrlCheck {
  const value = input.trim()
  if (!value) return { ok: false, message: 'Enter the image address, or upload an image.' }
  if (/^data:/i.test(value)) return { ok: false, message: 'Embedded images are not allowed: upload the image instead.' }
  if (SITE_PATH.test(value)) return { ok: true, url: value }
  if (/^https?:/i.test(value)) return webAddress(value) ? { ok: true, url: value } : { ok: false, message: 'This image address is not valid.' }
  if (LOOKS_LIKE_HOST.test(value) && webAddress(`https://${value}`)) return { ok: true, url: `https://${value}` }
  return { ok: false, message: 'Use a full web address (https://…) or a site path such as /media/images/….' }
}

/** Web links open in a new tab by default; site paths and e-mail links stay in the same tab. */
export const opensElsewhereByDefault = (url: string) => /^https?:/i.test(url)
