import { ConfigError } from '../config.ts'
import { BackupError } from './manifest.ts'

/**
 * The two commands' shared shell: one folder argument (else the usage and status 2), the lines the
 * command answers on stdout, and a refusal or failure as its sentence alone on stderr with status 1
 * (never a stack trace: the operator needs what to do, not where in the code).
 */
export async function runFolderCommand(usage: string, command: (folder: string) => Promise<string[]>): Promise<void> {
  const args = process.argv.slice(2)
  if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
    process.stdout.write(`${usage}\n`)
    return
  }
  const folder = args[0]
  if (args.length !== 1 || !folder || folder.startsWith('-')) {
    process.stderr.write(`${usage}\n`)
    process.exitCode = 2
    return
  }
  try {
    process.stdout.write(`${(await command(folder)).join('\n')}\n`)
  } catch (err) {
    if (!(err instanceof BackupError || err instanceof ConfigError)) throw err
    process.stderr.write(`${err.message}\n`)
    process.exitCode = 1
  }
}
