/**
 * The content types served from their fields (./served.ts), one line each: adding one here is all
 * the engine (modules/content-types), the console and the public site's route table need to learn of
 * it. The registry (./index.ts) lists them after the hand-written types. Its own module, so the public
 * site's route table carries these declarations and not the whole registry.
 */
import { BLOGS } from './blogs.ts'
import { EVENTS } from './events.ts'
import { MEDIA_KIT } from './media-kit.ts'
import { PRESS_HIGHLIGHTS } from './press-highlights.ts'
import { ROLES } from './roles.ts'
import { VLOGS } from './vlogs.ts'

export const SERVED_TYPES = [BLOGS, VLOGS, MEDIA_KIT, PRESS_HIGHLIGHTS, EVENTS, ROLES] as const
