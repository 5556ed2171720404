/**
 * Request ids: the X-Request-Id of every answer and the `reqId` of its log lines. An id only has
 * to be unique, not secret, so it is a random prefix per process and a counter (`3f9a0c1e-1b`), in
 * hex as a UUID is: a fifth of randomUUID()'s cost on a cached page's path (QUALITY P1), and ids
 * of one process sort in the order its requests came. The prefix keeps two instances, and two
 * starts of one, apart.
 */
import { randomBytes } from 'node:crypto'

export function requestIds(): () => string {
  const prefix = randomBytes(6).toString('hex')
  let counter = 0
  return () => `${prefix}-${(++counter).toString(16)}`
}
