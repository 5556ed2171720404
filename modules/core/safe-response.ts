/**
 * The server's responses (node:http's ServerResponse, subclassed through createServer's option):
 * an answer that cannot be sent ends its own connection, never the process (issue 29).
 *
 * Node checks every header as it is set or written and throws on a value it cannot send (a line
 * break, a character above U+00FF). Thrown from inside a send, that error travels up whichever code
 * called it: from an async onSend hook it became an unhandled rejection, and Fastify's error answer
 * carried the same header and threw again, so one stored redirect target stopped the site. Here a
 * refused header is caught where Node throws it: the request's connection is destroyed (the client
 * sees a reset, not a half answer), the failure is logged once, and whatever the caller writes after
 * is dropped. Headers built from stored data go through header-values.ts first; this is the net under it.
 */
import { ServerResponse, type IncomingMessage } from 'node:http'

export interface SendFailure {
  err: Error
  method: string | undefined
  url: string | undefined
}

/** A ServerResponse class whose refused headers end the connection and call `onFailure` once. */
export function safeResponseClass(onFailure: (failure: SendFailure) => void): typeof ServerResponse {
  class SafeResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
    /** Set when a header was refused: the answer is abandoned and the connection destroyed. */
    private unsendable = false

    private abandon(err: unknown): this {
      if (!this.unsendable) {
        this.unsendable = true
        onFailure({ err: err as Error, method: this.req?.method, url: this.req?.url })
      }
      this.destroy()
      return this
    }

    override setHeader(name: string, value: number | string | readonly string[]): this {
      if (this.unsendable) return this
      try {
        return super.setHeader(name, value)
      } catch (err) {
        if (!isRefusedHeader(err)) throw err
        return this.abandon(err)
      }
    }

    override writeHead(statusCode: number, ...rest: unknown[]): this {
      if (this.unsendable) return this
      try {
        return (super.writeHead as (status: number, ...args: unknown[]) => this)(statusCode, ...rest)
      } catch (err) {
        if (!isRefusedHeader(err)) throw err
        return this.abandon(err)
      }
    }

    override write(...args: unknown[]): boolean {
      if (this.unsendable) return false
      return (super.write as (...a: unknown[]) => boolean)(...args)
    }

    override end(...args: unknown[]): this {
      if (this.unsendable) return this
      try {
        return (super.end as (...a: unknown[]) => this)(...args)
      } catch (err) {
        // end() writes the head itself when nothing was written yet.
        if (!isRefusedHeader(err)) throw err
        return this.abandon(err)
      }
    }
  }
  return SafeResponse as unknown as typeof ServerResponse
}

/** Node's refusals of a header name or value (node:_http_outgoing). */
const REFUSED = new Set(['ERR_INVALID_CHAR', 'ERR_INVALID_HTTP_TOKEN', 'ERR_HTTP_INVALID_HEADER_VALUE', 'ERR_INVALID_ARG_TYPE', 'ERR_INVALID_ARG_VALUE', 'ERR_HTTP_INVALID_STATUS_CODE'])

function isRefusedHeader(err: unknown): boolean {
  return REFUSED.has((err as { code?: string } | null)?.code ?? '')
}
