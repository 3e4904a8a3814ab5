import type { Config } from '../config.ts'
import type { Logger } from '../logger.ts'
import { diskFileStore } from './disk-file-store.ts'
import type { FileStore } from './file-store.ts'
import { s3FileStore } from './s3-file-store.ts'

const SDK_NODE_WARNING = 'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'

/** The store the configuration names: the S3 bucket when S3_BUCKET is set, else the folder UPLOAD_DIR. */
export function openFileStore(config: Pick<Config, 'uploadDir' | 's3'>, logger: Logger): FileStore {
  if (!config.s3) return diskFileStore(config.uploadDir)
  // The SDK prints a multi-line process warning on Node 20 (its future releases will need Node 22);
  // said once here as one log line instead, unless the operator set the SDK's own switch.
  if (process.env[SDK_NODE_WARNING] === undefined && Number(process.versions.node.split('.')[0]) < 22) {
    process.env[SDK_NODE_WARNING] = 'true'
    logger.info({ node: process.version }, 'AWS SDK releases after early January 2027 will need Node 22 or later')
  }
  return s3FileStore(config.s3)
}
