/**
 * What a module calls when one of its public addresses changed (a post's or press highlight's slug):
 * the redirects module, when registered, makes the old address lead to the new one (audited as the
 * request's author's change). Without the module nothing happens: the old address is a 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'

/** Whether an edit may move an address a redirect should keep: a slug was sent and the redirects module runs (else the old address is not even read). */
export const mayMoveAddress = (app: FastifyInstance, slug: string | undefined): boolean => slug !== undefined && app.hasDecorator('redirects')

/** A page is published at `path`: a redirect from there would hide it, so it goes (audited). */
export async function addressReturned(app: FastifyInstance, request: FastifyRequest, path: string): Promise<void> {
  if (!app.hasDecorator('redirects')) return
  if (await app.redirects.released(path)) await app.audit.record(request, 'redirect_deleted', { targetType: 'redirect', details: { from_path: path, reason: 'a page is published there' } })
}

export async function addressMoved(app: FastifyInstance, request: FastifyRequest, from: string, to: string): Promise<void> {
  if (!app.hasDecorator('redirects')) return
  const rule = await app.redirects.moved(from, to)
  if (rule) await app.audit.record(request, 'redirect_created', { targetType: 'redirect', targetId: rule.id, details: { from_path: rule.from_path, to: rule.to, status: rule.status, reason: 'address changed' } })
}
