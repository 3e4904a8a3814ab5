import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'

/** s3rver accepts any signature made with this pair (its documented default credentials). */
const ACCESS_KEY = 'S3RVER'

export interface TestS3Server {
  endpoint: string
  bucket: string
  /** The server's S3_* environment for this bucket, as an operator would set it. */
  env: Record<string, string>
  close(): Promise<void>
}

/**
 * A real S3-protocol server (s3rver, from the npm registry) on the loopback, with one empty
 * bucket in a fresh folder: what the storage tests and the replica tests run against instead of
 * AWS. Nothing leaves the machine.
 */
export async function startTestS3Server(bucket = 'petfolk-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'petfolk-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: ACCESS_KEY },
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
