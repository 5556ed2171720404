/**
 * What an uploaded media kit file is, decided by its bytes (admin-area §9: ZIP, PDF, PNG, JPG, DOC),
 * and whether its name agrees. The name's extension is required and must match the contents: a PNG
 * named .pdf is refused, as is a spreadsheet named .doc. A .docx is a ZIP archive holding
 * word/document.xml (found in the archive's central directory); a legacy .doc is an OLE compound
 * file holding a WordDocument stream.
 */
import type { MediaFileType } from '../../shared/api/media-kit.ts'
import { MEDIA_KIT_MESSAGES } from '../../shared/api/media-kit.ts'
import { badRequest } from '../core/errors.ts'

/** Extensions files are stored and served under. */
export type StoredExt = 'zip' | 'pdf' | 'png' | 'jpg' | 'doc' | 'docx'

export const STORED_KINDS: Record<StoredExt, { fileType: MediaFileType; mime: string }> = {
  zip: { fileType: 'ZIP', mime: 'application/zip' },
  pdf: { fileType: 'PDF', mime: 'application/pdf' },
  png: { fileType: 'PNG', mime: 'image/png' },
  jpg: { fileType: 'JPG', mime: 'image/jpeg' },
  doc: { fileType: 'DOC', mime: 'application/msword' },
  docx: { fileType: 'DOC', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
}

/** Extensions a file name may end in, and the stored extension each one means. */
const NAME_EXTENSIONS: Record<string, StoredExt> = { zip: 'zip', pdf: 'pdf', png: 'png', jpg: 'jpg', jpeg: 'jpg', doc: 'doc', docx: 'docx' }

/** What the bytes are: one of the stored kinds, `zip` for any other ZIP archive, `ole` for another OLE file. */
type Detected = StoredExt | 'ole'

const DESCRIBED: Record<Detected, string> = {
  zip: 'a ZIP archive',
  pdf: 'a PDF document',
  png: 'a PNG image',
  jpg: 'a JPG image',
  doc: 'a Word document (.doc)',
  docx: 'a Word document (.docx)',
  ole: 'an Office file that is not a Word document',
}

const startsWith = (buf: Buffer, bytes: number[] | string, at = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes)
  return buf.length >= at + expected.length && buf.subarray(at, at + expected.length).equals(expected)
}

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
/** The name of a Word binary document's main stream, as the compound file's directory writes it (UTF-16LE). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le')

/** The stored extension of a file name, or null when its extension is not one of the allowed ones (or it has none). */
export function extensionOf(filename: string): StoredExt | null {
  // Old browsers send the whole client path; only the last part is the name.
  const name = filename.split(/[\\/]/).pop()!.trim()
  const dot = name.lastIndexOf('.')
  if (dot <= 0 || dot === name.length - 1) return null
  const ext = name.slice(dot + 1).toLowerCase()
  return Object.hasOwn(NAME_EXTENSIONS, ext) ? NAME_EXTENSIONS[ext] : null
}

/** The kind of file its bytes say, or null for anything else. */
export function detect(buf: Buffer): Detected | null {
  if (startsWith(buf, '%PDF-')) return 'pdf'
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && startsWith(buf, 'IHDR', 12)) return 'png'
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpg'
  if (startsWith(buf, OLE_MAGIC)) return buf.indexOf(WORD_STREAM) >= 0 ? 'doc' : 'ole'
  if (startsWith(buf, 'PK\u0003\u0004')) return zipEntryNames(buf)?.includes('word/document.xml') ? 'docx' : 'zip'
  return null
}

/**
 * The file's stored extension, type and MIME type when its contents are allowed and its name agrees;
 * a 400 HttpError saying what is wrong otherwise.
 */
export function checkKitFile(buf: Buffer, filename: string): { ext: StoredExt; fileType: MediaFileType; mime: string } {
  const messages = MEDIA_KIT_MESSAGES.upload
  if (buf.length === 0) throw badRequest(messages.empty)
  const detected = detect(buf)
  if (!detected || detected === 'ole') throw badRequest(messages.type)
  const named = extensionOf(filename)
  if (!named) throw badRequest(messages.extension)
  // Any ZIP archive may be named .zip (a .docx is one); a .docx must be a Word document.
  const agrees = named === detected || (named === 'zip' && detected === 'docx')
  if (!agrees) throw badRequest(messages.mismatch(filename.split(/[\\/]/).pop()!.split('.').pop()!.toLowerCase(), DESCRIBED[detected]))
  return { ext: named, ...STORED_KINDS[named] }
}

const EOCD = 0x06054b50
const ZIP64_LOCATOR = 0x07064b50
const ZIP64_EOCD = 0x06064b50
const CENTRAL_ENTRY = 0x02014b50
const MAX_ENTRIES = 100_000

/**
 * Names of the entries in a ZIP archive's central directory; null when it has none that can be
 * read (a truncated or damaged archive). ZIP64 archives are read too.
 */
export function zipEntryNames(buf: Buffer): string[] | null {
  // The end record (22 bytes) is followed only by its comment (at most 65,535 bytes).
  let eocd = -1
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD && i + 22 + buf.readUInt16LE(i + 20) === buf.length) {
      eocd = i
      break
    }
  }
  if (eocd < 0) return null
  let count = buf.readUInt16LE(eocd + 10)
  let offset = buf.readUInt32LE(eocd + 16)
  if (count === 0xffff || offset === 0xffffffff) {
    const locator = eocd - 20
    if (locator < 0 || buf.readUInt32LE(locator) !== ZIP64_LOCATOR) return null
    const record = Number(buf.readBigUInt64LE(locator + 8))
    if (record + 56 > buf.length || buf.readUInt32LE(record) !== ZIP64_EOCD) return null
    count = Number(buf.readBigUInt64LE(record + 32))
    offset = Number(buf.readBigUInt64LE(record + 48))
  }
  const names: string[] = []
  let at = offset
  for (let n = 0; n < Math.min(count, MAX_ENTRIES); n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL_ENTRY) return null
    const nameLength = buf.readUInt16LE(at + 28)
    const end = at + 46 + nameLength
    if (end > buf.length) return null
    names.push(buf.toString('utf8', at + 46, end))
    at = end + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32)
  }
  return names
}

/** A size as people read it: "812 bytes", "48 KB", "12.4 MB". */
export function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  const mb = bytes / (1024 * 1024)
  return `${mb >= 100 ? Math.round(mb) : Number(mb.toFixed(1))} MB`
}
