/**
 * A served content type's screen, by the type's name (content/<type>/List.tsx or Detail.tsx): the
 * one import with a variable in it. Its own chunk, fetched with a served type's page, so the frame
 * every page loads carries neither the map of those screens nor the bundler's helper for it (P2).
 */
export const servedScreen = (type: string, screen: 'List' | 'Detail') => import(`./${type}/${screen}.tsx`)
