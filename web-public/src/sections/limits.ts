/** Constants of designed sections that the server's loaders need too (no React here). */

/** Home's latest-blogs teaser (public-site §9: limit 3, status published). */
export const LATEST_BLOGS_LIMIT = 3
