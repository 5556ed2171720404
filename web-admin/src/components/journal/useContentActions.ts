/**
 * What the Blog and Vlog Managers share besides the list: loading the categories, and deleting an
 * item after the spec's confirmation (admin-area §5), with the outcome reported as a status line.
 */
import { useCallback, useEffect, useState } from 'react'
import type { Category } from '../../../../shared/api/journal.ts'
import { errorMessage, type ApiResponse } from '../../api/client.ts'
import { ask } from '../../lib/dialogs.ts'
import type { Status } from '../StatusText.tsx'

/** The categories of one kind of content; null until the first load ends (failures log and show none). */
export function useCategories(load: () => Promise<ApiResponse<{ categories: Category[] }>>, noun: string) {
  const [categories, setCategories] = useState<Category[] | null>(null)
  const reload = useCallback(async () => {
    try {
      const response = await load()
      if (response.ok) return setCategories(response.data.categories)
      console.error(`Loading ${noun} categories failed`, response.status, response.data)
    } catch (err) {
      console.error(`Loading ${noun} categories failed`, err)
    }
    setCategories((c) => c ?? [])
  }, [load, noun])
  useEffect(() => {
    void reload()
  }, [reload])
  return { categories, reload }
}

interface DeleteOptions<T> {
  remove: (id: number) => Promise<ApiResponse<unknown>>
  /** The confirmation question, e.g. "Are you sure you want to delete this blog?" */
  question: string
  /** Shown when the server refuses without a message, or the call fails. */
  failed: string
  deletedText: (item: T) => string
  setStatus: (status: Status | null) => void
  onDeleted: () => void
}

/** Deletes after confirmation; `busyId` marks the row being deleted. */
export function useDeleteItem<T extends { id: number }>({ remove, question, failed, deletedText, setStatus, onDeleted }: DeleteOptions<T>) {
  const [busyId, setBusyId] = useState<number | null>(null)
  async function deleteItem(item: T) {
    if (!ask(question)) return
    setBusyId(item.id)
    setStatus(null)
    try {
      const response = await remove(item.id)
      if (response.ok) {
        setStatus({ tone: 'success', text: deletedText(item) })
        onDeleted()
      } else setStatus({ tone: 'error', text: errorMessage(response, failed) })
    } catch (err) {
      console.error(failed, err)
      setStatus({ tone: 'error', text: failed })
    } finally {
      setBusyId(null)
    }
  }
  return { busyId, deleteItem }
}
