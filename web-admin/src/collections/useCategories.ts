/** The categories of one collection, with how many items use each; null until the first load ends (failures log and show none). */
import { useCallback, useEffect, useState } from 'react'
import type { CmsCategory } from '../../../shared/api/journal.ts'
import type { CategoryApi } from './types.ts'

export function useCategories(api: CategoryApi | undefined, noun: string) {
  const [categories, setCategories] = useState<CmsCategory[] | null>(null)
  const reload = useCallback(async () => {
    if (!api) return
    try {
      const response = await api.list()
      if (response.ok) return setCategories(response.data.categories)
      console.error(`Loading ${noun} categories failed`, response.status, response.data)
    } catch (err) {
      console.error(`Loading ${noun} categories failed`, err)
    }
    setCategories((c) => c ?? [])
  }, [api, noun])
  useEffect(() => {
    void reload()
  }, [reload])
  return { categories, reload }
}
