/** Addresses of a served type's public pages: its own module, so the public frame's route table carries no more than this. */
export const itemPath = (t: { served: { site: { path: string } } }, slug: string): string => `${t.served.site.path}/${encodeURIComponent(slug)}`
/** A served type's RSS feed (`site.feed`), beside its list. */
export const feedPath = (t: { served: { site: { path: string; feed?: true | { path?: string } } } }): string => {
  const feed = t.served.site.feed
  return (typeof feed === 'object' && feed.path) || `${t.served.site.path}/rss.xml`
}
