import type { Readable } from 'node:stream'
import { ReadableStream as NodeReadableStream } from 'node:stream/web'

/** One stored object as it is read back: a stream of its bytes, how many there are, and their type. */
export interface StoredFile {
  body: Readable
  size: number
  contentType: string
}

/**
 * Where uploaded photos and media backups live: a folder on this machine, or an S3-compatible
 * bucket every replica shares. Keys are relative paths (`ab/<hex>.jpg`, `private/<user id>/<hex>.mp4`),
 * the same on both, so a folder can be copied into a bucket as it is.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3'
  /**
   * Stores the bytes under `key`, reading a stream as it arrives (never the whole file in memory).
   * Resolves once the object is complete; when the stream fails or is refused part-way, it rejects
   * with the stream's own error and nothing is left under the key.
   */
  write(key: string, body: Readable | Buffer, contentType: string): Promise<void>
  /** The object as a stream, or null when there is none under the key. */
  read(key: string): Promise<StoredFile | null>
  /** Removes the object; a key with nothing under it is not an error. */
  delete(key: string): Promise<void>
  /** Removes every object whose key starts with `prefix`, which names a folder (it ends in `/`). */
  deletePrefix(prefix: string): Promise<void>
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/

/**
 * Refuses a key that could reach outside the store: absolute, empty parts, `.`/`..`, or anything
 * but plain letters, digits and `._-`. Keys are built by the server, so a bad one is a bug (an
 * Error, a 500), never a client's mistake.
 */
export function checkKey(key: string): string {
  if (key.length === 0 || key.length > 512 || !key.split('/').every((part) => SEGMENT.test(part) && part !== '..')) {
    throw new Error(`not a storage key: ${JSON.stringify(key)}`)
  }
  return key
}

/** A folder prefix: a valid key followed by `/`. */
export function checkPrefix(prefix: string): string {
  if (!prefix.endsWith('/')) throw new Error(`not a storage prefix: ${JSON.stringify(prefix)}`)
  checkKey(prefix.slice(0, -1))
  return prefix
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
}

/** The type the disk store answers for a key (a folder keeps no types): the server chose the extension from the bytes. */
export function contentTypeOfKey(key: string): string {
  return TYPES_BY_EXTENSION[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream'
}

/**
 * A stored file's stream as an answer body, read only as fast as the client takes it (Node 20's
 * Readable.toWeb reads ahead without limit); a client that goes away ends the store's stream.
 */
export function answerBodyOf(file: StoredFile): ReadableStream<Uint8Array> {
  return NodeReadableStream.from<Uint8Array>(file.body) as ReadableStream<Uint8Array>
}
