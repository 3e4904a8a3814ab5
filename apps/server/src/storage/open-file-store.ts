import type { Config } from '../config.ts'
import type { Logger } from '../logger.ts'
import { diskFileStore } from './disk-file-store.ts'
import type { FileStore } from './file-store.ts'
import { s3FileStore } from './s3-file-store.ts'

/** The store the configuration names: the S3 bucket when S3_BUCKET is set, else the folder UPLOAD_DIR. */
export function openFileStore(config: Pick<Config, 'uploadDir' | 's3'>, logger: Logger): FileStore {
  if (!config.s3) return diskFileStore(config.uploadDir)
  // Said once as one log line, in place of the SDK's own multi-line stderr warning (s3Client).
  if (Number(process.versions.node.split('.')[0]) < 22) {
    logger.info({ node: process.version }, 'AWS SDK releases after early January 2027 will need Node 22 or later')
  }
  return s3FileStore(config.s3)
}
