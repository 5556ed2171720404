/**
 * P1's physical limit: a bare `node:http` server that answers every request with one recorded
 * answer (status, headers and body bytes exactly as the app sent them, compressed as they were)
 * from memory. bench/run.ts records a cached page of the app, starts this in its own process and
 * drives both with the same load; the app's cached SSR should reach 70% of this.
 * Usage: node --import tsx bench/bare-server.ts <answer.json>  ({status, headers: [name, value][], body: base64})
 * Prints one JSON line {url} once listening. Runs until killed.
 */
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'

interface Recorded {
  status: number
  headers: Array<[string, string]>
  body: string
}

const recorded = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Recorded
const body = Buffer.from(recorded.body, 'base64')
// Node writes Date, Connection and Keep-Alive itself, as it does for the app.
const headers = recorded.headers.filter(([name]) => !/^(date|connection|keep-alive|transfer-encoding|content-length)$/i.test(name))
headers.push(['content-length', String(body.length)])
const flat = headers.flat()

const server = createServer((req, res) => {
  req.resume()
  res.writeHead(recorded.status, flat)
  res.end(req.method === 'HEAD' ? undefined : body)
})
// The same keep-alive behaviour as the app's server (fastify's defaults).
server.keepAliveTimeout = 72_000
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  console.log(JSON.stringify({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` }))
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
