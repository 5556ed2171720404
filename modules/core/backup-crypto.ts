/**
 * The passphrase envelope of a backup file (`--passphrase-file`, issue 29): the whole gzip stream
 * AES-256-GCM encrypted under a key from scrypt, so the file reveals nothing and a file edited
 * without the passphrase is refused. Layout (docs/OPERATIONS.md "Backup file format"):
 *
 *   "YERTHENC" | version 1 (1 byte) | log2 N, r, p (1 byte each) | salt (16) | iv (12) | ciphertext | tag (16)
 *
 * The 40 bytes before the ciphertext are the GCM additional data (the scrypt cost and salt cannot be
 * changed either). A reader authenticates the whole file (tag checked) before it hands out a byte.
 */
import { createCipheriv, createDecipheriv, randomBytes, scrypt, type CipherGCM } from 'node:crypto'
import { createReadStream, openSync, readFileSync, readSync, closeSync, fstatSync } from 'node:fs'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { Writable } from 'node:stream'

const MAGIC = Buffer.from('YERTHENC')
const ENVELOPE_VERSION = 1
const HEADER_BYTES = MAGIC.length + 4 + 16 + 12
const TAG_BYTES = 16
/** scrypt cost: N = 2^17, r = 8, p = 1 (128 MiB, about a second): OWASP's recommendation for scrypt. */
const COST = { log2N: 17, r: 8, p: 1 }
export const MIN_PASSPHRASE_LENGTH = 12

/** A refusal about the envelope or the passphrase; backup.ts turns it into a BackupError. */
export class EnvelopeError extends Error {}

export const CHANGED_OR_WRONG = 'the file was changed or the passphrase is wrong'

/** The passphrase in `path`: its text without one trailing line break. */
export function readPassphraseFile(path: string, purpose: 'backup' | 'restore'): string {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (err) {
    throw new EnvelopeError(`Cannot read the passphrase file ${path}: ${(err as Error).message}`)
  }
  const passphrase = text.replace(/\r?\n$/, '')
  if (purpose === 'backup' && [...passphrase].length < MIN_PASSPHRASE_LENGTH) {
    throw new EnvelopeError(`The passphrase in ${path} is too short: use at least ${MIN_PASSPHRASE_LENGTH} characters (a few random words).`)
  }
  if (!passphrase) throw new EnvelopeError(`The passphrase file ${path} is empty.`)
  return passphrase
}

interface Cost {
  log2N: number
  r: number
  p: number
}

function deriveKey(passphrase: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  const N = 2 ** cost.log2N
  return new Promise((resolve, reject) =>
    scrypt(passphrase.normalize('NFC'), salt, 32, { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r }, (err, key) => (err ? reject(err) : resolve(key))),
  )
}

/** A passphrase, remembering the key of each salt it was stretched for (a restore reads the file several times). */
export class Passphrase {
  private keys = new Map<string, Promise<Buffer>>()
  constructor(readonly text: string) {}
  keyFor(salt: Buffer, cost: Cost): Promise<Buffer> {
    const id = `${salt.toString('hex')}/${cost.log2N}/${cost.r}/${cost.p}`
    let key = this.keys.get(id)
    if (!key) this.keys.set(id, (key = deriveKey(this.text, salt, cost)))
    return key
  }
}

/** The start of an encrypted file and the cipher for what follows; append `cipher.getAuthTag()` after `cipher.final()`. */
export async function startEnvelope(passphrase: Passphrase): Promise<{ header: Buffer; cipher: CipherGCM }> {
  const salt = randomBytes(16)
  const iv = randomBytes(12)
  const header = Buffer.concat([MAGIC, Buffer.from([ENVELOPE_VERSION, COST.log2N, COST.r, COST.p]), salt, iv])
  const cipher = createCipheriv('aes-256-gcm', await passphrase.keyFor(salt, COST), iv)
  cipher.setAAD(header)
  return { header, cipher }
}

/** Whether `file` starts like an encrypted backup (false for a missing or short file: the reader says why). */
export function isEncrypted(file: string): boolean {
  let fd: number
  try {
    fd = openSync(file, 'r')
  } catch {
    return false
  }
  try {
    const start = Buffer.alloc(MAGIC.length)
    return readSync(fd, start, 0, MAGIC.length, 0) === MAGIC.length && start.equals(MAGIC)
  } finally {
    closeSync(fd)
  }
}

interface Opened {
  key: Buffer
  iv: Buffer
  header: Buffer
  tag: Buffer
  end: number
}

async function openEnvelope(file: string, passphrase: Passphrase): Promise<Opened> {
  const fd = openSync(file, 'r')
  try {
    const size = fstatSync(fd).size
    const header = Buffer.alloc(HEADER_BYTES)
    if (size < HEADER_BYTES + TAG_BYTES || readSync(fd, header, 0, HEADER_BYTES, 0) !== HEADER_BYTES) throw new EnvelopeError('it is truncated')
    if (header[MAGIC.length] !== ENVELOPE_VERSION) throw new EnvelopeError(`its encryption has version ${header[MAGIC.length]}; this version of Yerth reads version ${ENVELOPE_VERSION}`)
    const [log2N, r, p] = header.subarray(MAGIC.length + 1, MAGIC.length + 4)
    // A cost far from ours is an edited header (or a file that would take hours): refused before scrypt runs.
    if (log2N < 14 || log2N > 20 || r < 1 || r > 16 || p < 1 || p > 4) throw new EnvelopeError(CHANGED_OR_WRONG)
    const salt = header.subarray(MAGIC.length + 4, MAGIC.length + 20)
    const iv = header.subarray(MAGIC.length + 20, HEADER_BYTES)
    const tag = Buffer.alloc(TAG_BYTES)
    readSync(fd, tag, 0, TAG_BYTES, size - TAG_BYTES)
    return { key: await passphrase.keyFor(salt, { log2N, r, p }), iv, header, tag, end: size - TAG_BYTES }
  } finally {
    closeSync(fd)
  }
}

function decipherOf(o: Opened) {
  const decipher = createDecipheriv('aes-256-gcm', o.key, o.iv)
  decipher.setAAD(o.header)
  decipher.setAuthTag(o.tag)
  return decipher
}

const ciphertext = (file: string, o: Opened) => createReadStream(file, { start: HEADER_BYTES, end: o.end - 1 })

/**
 * The decrypted bytes of `file` (the gzip stream), after the whole file was authenticated once.
 * Throws EnvelopeError (CHANGED_OR_WRONG) when the tag does not match, now or while streaming.
 */
export async function openEncrypted(file: string, passphrase: Passphrase): Promise<Readable> {
  const opened = await openEnvelope(file, passphrase)
  const discard = new Writable({ write: (_chunk, _enc, done) => done() })
  try {
    await pipeline(ciphertext(file, opened), decipherOf(opened), discard)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw err
    throw new EnvelopeError(CHANGED_OR_WRONG)
  }
  // Read again to hand the bytes out: a file changed since fails this pass's tag check (the restore rolls back).
  const input = ciphertext(file, opened)
  const decipher = decipherOf(opened)
  input.on('error', (err) => decipher.destroy(err))
  decipher.on('error', () => input.destroy())
  return input.pipe(decipher)
}
