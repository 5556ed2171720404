/**
 * The origin absolute links are built on (canonical URLs, the sitemap, links in mails):
 * PUBLIC_ORIGIN when set, else the request's own, when its Host header looks like a host (a forged or
 * malformed Host reads as localhost, so no header injection reaches a page or a mail).
 */
import type { FastifyRequest } from 'fastify'

const SANE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/

export function linkOrigin(publicOrigin: string | null, request: FastifyRequest): string {
  if (publicOrigin) return publicOrigin.replace(/\/+$/, '')
  const host = SANE_HOST.test(request.host ?? '') ? request.host : 'localhost'
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`
}
