/**
 * id of the element holding a post's HTML (the browser reads it back when hydrating: it is not sent
 * twice). Its own module: the blog route (in the frame every page loads) reads it, and importing it
 * from lib/journal.ts pulled the journal's helpers into the frame (P2, about 1 KB).
 */
export const BLOG_CONTENT_ID = 'blog-content'
