import { useEffect } from 'react'
import { BRAND } from '../../../shared/brand.ts'

/** Sets the tab title to "{screen} · {brand} CMS". */
export function useDocumentTitle(screen: string) {
  useEffect(() => {
    document.title = `${screen} · ${BRAND.name} CMS`
  }, [screen])
}
