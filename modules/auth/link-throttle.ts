/**
 * The budget of the public link pages (invitation and password reset): wrong or stale links per IP.
 * Tokens have 256 random bits, so this is not what keeps them safe; it keeps a script from using the
 * pages (and their password hashing) as a free load generator.
 */
export const LINK_IP_LIMIT = 20
export const LINK_WINDOW_SECONDS = 15 * 60
export const LINK_THROTTLED = 'Too many attempts with links that do not work. Please try again later.'
