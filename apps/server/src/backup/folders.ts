import { constants } from 'node:fs'
import { copyFile, lstat, mkdir, opendir } from 'node:fs/promises'
import { dirname, isAbsolute, join, relative, sep } from 'node:path'
import { isPartialFile } from '../storage/disk-file-store.ts'

/**
 * The regular files under `root`, as paths relative to it, one directory open at a time (a large
 * upload folder is never listed into memory whole). Files the disk store is still writing are
 * skipped, and so are symbolic links: the server never makes them. A missing root has no files.
 */
export async function* filesUnder(root: string, below = ''): AsyncGenerator<string> {
  let dir
  try {
    dir = await opendir(join(root, below))
  } catch (err) {
    if (below === '' && (err as NodeJS.ErrnoException).code === 'ENOENT') return
    throw err
  }
  for await (const entry of dir) {
    const path = below === '' ? entry.name : join(below, entry.name)
    if (entry.isDirectory()) yield* filesUnder(root, path)
    else if (entry.isFile() && !isPartialFile(entry.name)) yield path
  }
}

export interface CopiedFiles {
  files: number
  bytes: number
  /** Listed, then gone before their turn came: the server deleted them meanwhile. */
  vanished: number
}

/**
 * Copies every file under `from` to the same place under `to`, one file at a time with the kernel's
 * copy (never a whole file in memory), refusing to overwrite anything.
 */
export async function copyFiles(from: string, to: string): Promise<CopiedFiles> {
  const made = new Set<string>()
  const copied: CopiedFiles = { files: 0, bytes: 0, vanished: 0 }
  for await (const path of filesUnder(from)) {
    const target = join(to, path)
    const folder = dirname(target)
    if (!made.has(folder)) {
      await mkdir(folder, { recursive: true })
      made.add(folder)
    }
    const source = join(from, path)
    try {
      await copyFile(source, target, constants.COPYFILE_EXCL)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || (await exists(source))) throw err
      copied.vanished++
      continue
    }
    copied.files++
    copied.bytes += (await lstat(target)).size
  }
  return copied
}

/** How many files (and bytes) copyFiles would copy from `root`. */
export async function countFiles(root: string): Promise<{ files: number; bytes: number }> {
  const counted = { files: 0, bytes: 0 }
  for await (const path of filesUnder(root)) {
    counted.files++
    counted.bytes += (await lstat(join(root, path))).size
  }
  return counted
}

/**
 * The first thing under `path` that is not a folder (a file, a link, anything), or null when there
 * is none: a folder that holds only empty folders counts as empty.
 */
export async function firstEntryUnder(path: string): Promise<string | null> {
  const info = await lstat(path).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null
    throw err
  })
  if (!info) return null
  if (!info.isDirectory()) return path
  for await (const entry of await opendir(path)) {
    const found = await firstEntryUnder(join(path, entry.name))
    if (found) return found
  }
  return null
}

export async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return false
      throw err
    },
  )
}

/** Whether `path` is `folder` itself or somewhere under it (both absolute). */
export function isWithin(path: string, folder: string): boolean {
  const rel = relative(folder, path)
  return rel === '' || !(rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel))
}

/** 1536 → "1.5 KB": for the one-line summaries. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`
}
