import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import busboy from 'busboy'
import { MEDIA_BACKUP_FILE_FIELD } from '@petfolk/contract/media'
import { ApiError } from '../../http/errors.ts'
import type { FileStore } from '../../storage/file-store.ts'
import { MAGIC_SAMPLE_BYTES, detectMedia, type DetectedMedia } from './media-file.ts'

const UNREADABLE = 'The backup could not be read. Please try again.'
const ATTACH_FILE = `Attach the file in a field named "${MEDIA_BACKUP_FILE_FIELD}".`
/** Metadata fields are short (a title, a tag list); anything longer is not one of ours. */
const MAX_FIELD_BYTES = 16 * 1024
const MAX_FIELDS = 20
const INTERRUPTED = 'The upload was interrupted. Please try again.'
const FILE_LAST = 'Send the item’s details first, then the file.'

/** What the route decides once the item's details are in, before a byte of the file is stored. */
export interface FilePlan {
  /** The storage folder the file goes into (`private/<user id>/`). */
  prefix: string
  /** The most bytes the file may have; past them, `tooLarge` is what the request gets. */
  maxBytes: number
  tooLarge: () => ApiError
  /** Judges the file's first bytes (its real type); throws to refuse it. */
  check: (media: DetectedMedia | null) => DetectedMedia
}

export interface ReceivedFile {
  /** The stored object, complete; the caller records it in a row or deletes it. */
  key: string
  size: number
  media: DetectedMedia
}

/**
 * Reads a multipart backup as it arrives: the metadata fields first, then the file, streamed
 * straight into the store under a new random key (never held whole in memory). `onFile` sees the
 * fields when the file part begins and plans the file, or throws to refuse the request before
 * anything is written. The file must be the last part (as S3's POST uploads ask), so its checks
 * can run first. On any failure nothing is left in the store.
 */
export function receiveBackup(
  body: Readable,
  contentType: string,
  files: FileStore,
  onFile: (fields: Record<string, string>) => Promise<FilePlan>,
): Promise<{ fields: Record<string, string>; file: ReceivedFile }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { fieldSize: MAX_FIELD_BYTES, fields: MAX_FIELDS, files: 1, parts: MAX_FIELDS + 1 },
      })
    } catch {
      return reject(new ApiError(400, UNREADABLE))
    }
    const fields: Record<string, string> = {}
    let fileStream: Readable | null = null
    let stored: Promise<ReceivedFile> | null = null
    let settled = false

    const fail = (err: unknown) => {
      if (settled) return
      settled = true
      body.unpipe(parser)
      // Ends a file still being written; the store then drops what it had of it.
      fileStream?.destroy()
      // The answer waits until nothing of the file is left: a write still under way settles first,
      // and one that had completed (the form went wrong after it) is deleted. The request may
      // still be arriving: the HTTP server drains or closes it once we answer. Anything but a
      // refusal (a full disk, an unreachable bucket) is the server's fault and stays a 500.
      void (stored ?? Promise.resolve(null))
        .then((file) => (file ? files.delete(file.key) : undefined), () => undefined)
        .catch(() => undefined)
        .then(() => reject(err))
    }

    parser.on('field', (name, value, info) => {
      if (stored) return fail(new ApiError(400, FILE_LAST))
      if (name === MEDIA_BACKUP_FILE_FIELD) return fail(new ApiError(400, ATTACH_FILE))
      if (info.valueTruncated) return fail(new ApiError(400, `${name}: This field is too long.`))
      if (Object.hasOwn(fields, name)) return fail(new ApiError(400, `${name}: Send this field once.`))
      fields[name] = value
    })
    parser.on('file', (name, stream) => {
      if (name !== MEDIA_BACKUP_FILE_FIELD || stored) {
        stream.resume()
        return fail(new ApiError(400, stored ? 'Send one file per backup.' : ATTACH_FILE))
      }
      if (Object.keys(fields).length === 0) {
        stream.resume()
        return fail(new ApiError(400, FILE_LAST))
      }
      fileStream = stream
      stored = onFile({ ...fields }).then((plan) => {
        if (settled) throw new ApiError(400, UNREADABLE)
        return storeFile(stream, files, plan)
      })
      stored.catch(fail)
    })
    parser.on('filesLimit', () => fail(new ApiError(400, 'Send one file per backup.')))
    parser.on('fieldsLimit', () => fail(new ApiError(400, 'The backup has too many fields.')))
    parser.on('partsLimit', () => fail(new ApiError(400, 'The backup has too many fields.')))
    parser.on('error', () => fail(new ApiError(400, UNREADABLE)))
    parser.on('close', () => {
      if (settled) return
      if (!stored) return fail(new ApiError(400, ATTACH_FILE))
      stored.then((file) => {
        if (settled) return
        settled = true
        resolve({ fields, file })
      }, fail)
    })
    body.on('error', () => fail(new ApiError(400, INTERRUPTED)))
    body.on('close', () => {
      if (!body.readableEnded) fail(new ApiError(400, INTERRUPTED))
    })
    body.pipe(parser)
  })
}

/**
 * Streams the file part into the store, judging its type from the first bytes (which also give
 * the key its extension) and its size as it goes. Nothing unjudged is written; a refusal part-way
 * rejects the store's write, which leaves nothing behind.
 */
async function storeFile(stream: Readable, files: FileStore, plan: FilePlan): Promise<ReceivedFile> {
  const chunks: AsyncIterator<Buffer> = stream[Symbol.asyncIterator]()
  let size = 0
  const counted = (chunk: Buffer) => {
    size += chunk.length
    if (size > plan.maxBytes) throw plan.tooLarge()
    return chunk
  }
  try {
    const head: Buffer[] = []
    let ended = false
    while (size < MAGIC_SAMPLE_BYTES) {
      const next = await chunks.next()
      if (next.done) {
        ended = true
        break
      }
      head.push(counted(next.value))
    }
    if (size === 0) throw new ApiError(400, 'The file is empty.')
    const media = plan.check(await detectMedia(Buffer.concat(head)))
    async function* judged() {
      yield* head
      if (ended) return
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield counted(next.value)
    }
    const key = `${plan.prefix}${randomBytes(16).toString('hex')}.${media.extension}`
    await files.write(key, Readable.from(judged(), { objectMode: false }), media.mime)
    return { key, size, media }
  } catch (err) {
    // The parser ends the file part with an error when the form breaks off or is malformed.
    if (!(err instanceof ApiError) && stream.errored) throw new ApiError(400, UNREADABLE)
    throw err
  }
}
