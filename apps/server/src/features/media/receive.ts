import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'
import { MEDIA_BACKUP_FILE_FIELD } from '@petfolk/contract/media'
import { ApiError } from '../../http/errors.ts'
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
  /** Where the temporary file goes (created if missing). */
  dir: string
  /** The most bytes the file may have; past them, `tooLarge` is what the request gets. */
  maxBytes: number
  tooLarge: () => ApiError
  /** Judges the file's first bytes (its real type); throws to refuse it. */
  check: (media: DetectedMedia | null) => DetectedMedia
}

export interface ReceivedFile {
  /** A temporary file the caller renames into place or removes. */
  tempPath: string
  size: number
  media: DetectedMedia
}

/**
 * Reads a multipart backup as it arrives: the metadata fields first, then the file, written
 * straight to a temporary file (never held whole in memory). `onFile` sees the fields when the
 * file part begins and plans the file, or throws to refuse the request before anything is written.
 * The file must be the last part (as S3's POST uploads ask), so its checks can run first.
 */
export function receiveBackup(
  body: Readable,
  contentType: string,
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
    let tempPath: string | null = null
    let settled = false

    const fail = (err: unknown) => {
      if (settled) return
      settled = true
      body.unpipe(parser)
      // Ends a file still being written; its own cleanup then removes the partial file.
      fileStream?.destroy()
      // The answer waits until no partial file is left. The request may still be arriving: the
      // HTTP server drains or closes it once we answer. Anything but a refusal (a full disk, say)
      // is the server's fault and stays a 500.
      void (stored ?? Promise.resolve())
        .catch(() => undefined)
        .then(() => (tempPath ? rm(tempPath, { force: true }) : undefined))
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
        const path = join(plan.dir, `${randomBytes(16).toString('hex')}.part`)
        tempPath = path
        return storeFile(stream, path, plan)
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
 * Writes the file part to `path`, judging its type from the first bytes and its size as it
 * streams. On any refusal the partial file is removed before the error goes on.
 */
async function storeFile(stream: Readable, path: string, plan: FilePlan): Promise<ReceivedFile> {
  await mkdir(plan.dir, { recursive: true })
  const seen: { size: number; media: DetectedMedia | null } = { size: 0, media: null }
  async function* checked(source: AsyncIterable<Buffer>) {
    // The first bytes wait until there are enough to judge the type; nothing unjudged is written.
    let head: Buffer[] = []
    let headBytes = 0
    for await (const chunk of source) {
      seen.size += chunk.length
      if (seen.size > plan.maxBytes) throw plan.tooLarge()
      if (seen.media) {
        yield chunk
        continue
      }
      head.push(chunk)
      headBytes += chunk.length
      if (headBytes < MAGIC_SAMPLE_BYTES) continue
      seen.media = plan.check(await detectMedia(Buffer.concat(head)))
      yield* head
      head = []
    }
    if (seen.size === 0) throw new ApiError(400, 'The file is empty.')
    if (!seen.media) {
      seen.media = plan.check(await detectMedia(Buffer.concat(head)))
      yield* head
    }
  }
  try {
    await pipeline(stream, checked, createWriteStream(path, { flags: 'wx' }))
  } catch (err) {
    await rm(path, { force: true })
    // The parser ends the file part with an error when the form breaks off or is malformed.
    if (!(err instanceof ApiError) && stream.errored) throw new ApiError(400, UNREADABLE)
    throw err
  }
  if (!seen.media) throw new Error('unreachable: a stored backup file without a detected type')
  return { tempPath: path, size: seen.size, media: seen.media }
}
