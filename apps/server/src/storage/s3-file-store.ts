import { Readable } from 'node:stream'
import type * as S3 from '@aws-sdk/client-s3'
import type * as S3Storage from '@aws-sdk/lib-storage'
import { checkKey, checkPrefix, type FileStore, type StoredFile } from './file-store.ts'

export interface S3Config {
  bucket: string
  region: string
  /** For services other than AWS (MinIO, R2, Ceph); they are addressed path-style. Null: AWS itself. */
  endpoint: string | null
  /** Null: the SDK's default credential chain (environment, shared files, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null
}

// S3's smallest part. A part is buffered while it is sent and the next one is gathered, so one
// upload holds about two parts of its file in memory, whatever the file's size. Sending parts one
// at a time measured lower memory than two and no slower against a loopback server
// (npm run bench:backups with BENCH_BACKUPS_S3=1; decision 035).
const PART_BYTES = 5 * 1024 * 1024
const QUEUE_SIZE = 1
const DELETES_AT_ONCE = 8

/** The SDK's documented switch for its Node version notice; openFileStore logs the notice instead. */
export const SDK_NODE_WARNING_SWITCH = 'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'

/**
 * The SDK is loaded when a bucket is first used, not when the server starts: it holds about 30 MB
 * that a server storing files on disk never needs (decision 054). The import names the package
 * itself, so the bundle keeps it out of the start-up imports.
 */
let sdk: Promise<{ s3: typeof S3; storage: typeof S3Storage }> | undefined
export function loadS3Sdk() {
  sdk ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(([s3, storage]) => ({ s3, storage }))
  return sdk
}

export async function s3Client(config: S3Config): Promise<S3.S3Client> {
  // Otherwise the SDK writes a multi-line process warning to stderr on Node 20, once per process.
  process.env[SDK_NODE_WARNING_SWITCH] ??= 'true'
  const { s3 } = await loadS3Sdk()
  return new s3.S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Recent SDKs otherwise send aws-chunked bodies with trailing checksums, which s3rver and
    // several S3-compatible services refuse; the signature still covers every request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

function isMissing(s3: typeof S3, err: unknown): boolean {
  return err instanceof s3.S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404)
}

/**
 * Objects in one S3-compatible bucket, shared by every replica. Writes stream through
 * lib-storage's Upload (one PutObject for a small file, a multipart upload past PART_BYTES): an
 * object appears only once complete, and a failed multipart upload is aborted, so a refused or
 * broken stream leaves nothing behind.
 */
export function s3FileStore(config: S3Config): FileStore {
  const Bucket = config.bucket
  let opened: Promise<{ client: S3.S3Client; s3: typeof S3; storage: typeof S3Storage }> | undefined
  const open = () => (opened ??= Promise.all([loadS3Sdk(), s3Client(config)]).then(([loaded, client]) => ({ ...loaded, client })))

  async function remove(key: string) {
    const { client, s3 } = await open()
    await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }))
  }

  return {
    kind: 's3',
    async write(key, body, contentType) {
      // The stream's own error (a refusal such as "too large") is the answer, even when aborting
      // the multipart upload fails too (s3rver cannot abort; S3 lifecycle rules clear such parts).
      // Listened for before anything is awaited, so an error while the SDK loads is not unhandled.
      let streamError: unknown = null
      if (body instanceof Readable) body.once('error', (err) => (streamError ??= err))
      try {
        const { client, storage } = await open()
        const upload = new storage.Upload({
          client,
          params: { Bucket, Key: checkKey(key), Body: body, ContentType: contentType },
          partSize: PART_BYTES,
          queueSize: QUEUE_SIZE,
          leavePartsOnError: false,
        })
        await upload.done()
      } catch (err) {
        throw streamError ?? err
      }
    },
    async read(key): Promise<StoredFile | null> {
      const { client, s3 } = await open()
      try {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key: checkKey(key) }))
        if (!(answer.Body instanceof Readable) || answer.ContentLength === undefined) {
          throw new Error('S3 answered an object without a stream body or its length')
        }
        return { body: answer.Body, size: answer.ContentLength, contentType: answer.ContentType ?? 'application/octet-stream' }
      } catch (err) {
        if (isMissing(s3, err)) return null
        throw err
      }
    },
    async delete(key) {
      await remove(checkKey(key))
    },
    async deletePrefix(prefix) {
      // One DeleteObject each: DeleteObjects needs a body checksum that several S3-compatible services
      // disagree on, and a member has at most a few hundred files.
      const { client, s3 } = await open()
      for await (const page of s3.paginateListObjectsV2({ client }, { Bucket, Prefix: checkPrefix(prefix) })) {
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []))
        for (let i = 0; i < keys.length; i += DELETES_AT_ONCE) await Promise.all(keys.slice(i, i + DELETES_AT_ONCE).map(remove))
      }
    },
  }
}
