/**
 * A 413 sent before its request's body has arrived whole (a body over the route's limit, by its
 * declared length or while it arrives) must reach the client. Node's server
 * closes such a connection as soon as the answer is written (Fastify asks for `Connection: close`,
 * since the rest of the body cannot be read as a next request), and a socket closed while the
 * client's bytes are still arriving is reset by the kernel: the client, still sending, often gets
 * ECONNRESET instead of the answer it was sent (1 to 3 times in 12 on loopback).
 *
 * So the close lingers (as web servers do): the answer says `Connection: close`, the server sends
 * it and its FIN, keeps reading and dropping what the client still sends (Node's parser reads the
 * rest of the body into a request nobody reads), and closes once the body has arrived, the client
 * has stopped sending, or LINGER_MS has passed, whichever comes first. The bound keeps a client
 * that never stops from holding the socket.
 */
import type { FastifyInstance } from 'fastify'
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

/** The longest the server keeps reading a refused body after its answer. */
export const LINGER_MS = 5000

/** Closes the socket once the client has sent all it will (or LINGER_MS passed), the answer and FIN sent first. */
function lingerThenClose(socket: Socket, request: IncomingMessage, lingerMs: number) {
  socket.end()
  const close = () => {
    clearTimeout(timer)
    socket.destroy()
  }
  const timer = setTimeout(close, lingerMs)
  timer.unref()
  if (request.complete) return close()
  request.once('end', close)
  socket.once('end', close)
  socket.once('close', () => clearTimeout(timer))
}

export function installLingeringClose(app: FastifyInstance, lingerMs = LINGER_MS) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const raw = request.raw
    // Only a body refused for its size (413): other answers keep Node's own handling of what follows.
    if (raw.complete || raw.socket === null || reply.statusCode !== 413) return done(null, payload)
    // Node ends a `Connection: close` answer with socket.destroySoon() (its resOnFinish): this socket's lingers.
    reply.header('connection', 'close')
    const socket = raw.socket
    socket.destroySoon = () => lingerThenClose(socket, raw, lingerMs)
    done(null, payload)
  })
}
