/**
 * One process at a time on an embedded database folder (QUALITY R12). PGlite has no locking of its
 * own: a second process opening the same folder (`npm run admin` while the server runs) works on a
 * stale copy and can corrupt the files. The lock is a Unix-domain socket listened on beside the
 * folder: the kernel closes it when its process dies, however it dies (SIGKILL included), so a
 * crash leaves at most a socket file that nobody answers on, which the next opener removes. A live
 * holder answers a connection with its pid, for the message.
 */
import { createConnection, createServer, type Server } from 'node:net'
import { createHash } from 'node:crypto'
import { unlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, isAbsolute, join, relative } from 'node:path'

export class DatabaseInUseError extends Error {
  constructor(folder: string, pid: number | null) {
    super(
      `The embedded database in ${folder} is in use by another Yerth process${pid ? ` (pid ${pid})` : ''}. ` +
        'Stop the server first, or set DATABASE_URL to use PostgreSQL.',
    )
    this.name = 'DatabaseInUseError'
  }
}

/** Socket paths are limited to about 100 bytes (104 on macOS, 108 on Linux). */
const MAX_SOCKET_PATH = 100

/** Where the lock of the PGlite folder `dataDir` listens: beside it, else (a long path) a name derived from it. */
export function lockAddress(dataDir: string): string {
  const digest = () => createHash('sha256').update(dataDir).digest('hex').slice(0, 24)
  if (process.platform === 'win32') return `\\\\?\\pipe\\yerth-${digest()}`
  const beside = join(dirname(dataDir), `.${basename(dataDir)}.lock`)
  if (beside.length <= MAX_SOCKET_PATH) return beside
  const fromHere = relative(process.cwd(), beside)
  if (fromHere.length <= MAX_SOCKET_PATH) return fromHere
  return join(tmpdir(), `yerth-${digest()}.lock`)
}

/** The folder as the operator named it: ./data when it is under the working directory. */
function shown(folder: string): string {
  const rel = relative(process.cwd(), folder)
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? `./${rel}` : folder
}

/** Asks the socket's holder for its pid: a number, null (answered nothing in time), or 'stale' (nobody listens). */
function askHolder(address: string): Promise<number | null | 'stale'> {
  return new Promise((resolve) => {
    let answer = ''
    const socket = createConnection(address)
    const done = (result: number | null | 'stale') => {
      clearTimeout(timer)
      socket.destroy()
      resolve(result)
    }
    // Connected but silent (a holder whose event loop is busy): it is alive all the same.
    const timer = setTimeout(() => done(null), 2000)
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => (answer += chunk))
    socket.on('end', () => done(Number.parseInt(answer, 10) || null))
    socket.on('error', (err: NodeJS.ErrnoException) => done(err.code === 'ECONNREFUSED' || err.code === 'ENOENT' ? 'stale' : null))
  })
}

function listen(address: string): Promise<Server | 'taken'> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.end(`${process.pid}\n`))
    server.once('error', (err: NodeJS.ErrnoException) => (err.code === 'EADDRINUSE' ? resolve('taken') : reject(err)))
    server.listen(address, () => {
      server.unref() // the lock never keeps the process alive on its own
      resolve(server)
    })
  })
}

/**
 * Takes the lock of the PGlite folder `dataDir`, or throws DatabaseInUseError when a live process
 * holds it. The returned function releases it (closing the server also removes the socket file).
 */
export async function lockEmbeddedDatabase(dataDir: string): Promise<() => Promise<void>> {
  const address = lockAddress(dataDir)
  for (let attempt = 0; attempt < 3; attempt++) {
    const server = await listen(address)
    if (server !== 'taken') return () => new Promise<void>((resolve) => server.close(() => resolve()))
    const holder = await askHolder(address)
    if (holder !== 'stale') throw new DatabaseInUseError(shown(dirname(dataDir)), holder)
    // Left by a process that died: nobody listens on it any more.
    try {
      unlinkSync(address)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
    }
  }
  throw new DatabaseInUseError(shown(dirname(dataDir)), null)
}

/** For command-line tools: a busy database ends the process with its message (exit 1), anything else is rethrown. */
export function refuseWhenInUse(err: unknown): never {
  if (!(err instanceof DatabaseInUseError)) throw err
  console.error(`Error: ${err.message}`)
  process.exit(1)
}
