/** Keeps the document title in step when the page changes in the browser (no server round trip). */
import { useEffect } from 'react'
import { pageTitle } from '../../../shared/brand.ts'
import type { PageMeta } from '../document.ts'

export function usePageMeta(meta: Pick<PageMeta, 'title' | 'description'> & { index?: boolean }) {
  useEffect(() => {
    document.title = pageTitle(meta.title)
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description)
    document.querySelector('meta[name="robots"]')?.setAttribute('content', meta.index !== false ? 'index, follow' : 'noindex, nofollow')
  }, [meta.title, meta.description, meta.index])
}
