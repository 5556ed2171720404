import type { ApiResponse } from '../api/client.ts'

/** An answer whose body holds the item under `key` ({ blog }, { item }), as the item itself: what a collection's calls answer. */
export async function unwrap<T, K extends string>(call: Promise<ApiResponse<Record<K, T>>>, key: K): Promise<ApiResponse<T>> {
  const response = await call
  return response.ok ? { ...response, data: response.data[key] } : response
}
