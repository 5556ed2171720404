/**
 * Blog Manager (/admin/blogs and /admin/blog-manager; admin-area §2, §5, §8): the blog collection
 * (blogCollection.tsx) drawn by the shared collection screen — search by title, status filter, the
 * list with paging, the categories and, for editors and up, New Blog Post, Add Category, edit and
 * delete. Viewers read the list only.
 */
import { CollectionScreen } from '../../collections/CollectionScreen.tsx'
import { blogCollection } from './blogCollection.tsx'

export function BlogManagerScreen() {
  return <CollectionScreen collection={blogCollection} title="Blog Manager" description="Write, edit and publish blog posts and manage their categories." />
}
