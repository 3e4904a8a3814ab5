import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface ManifestChunk {
  file: string
  imports?: string[]
}

/** The signed-in shell (navigation, bell, menus): every signed-in page needs it. */
const SIGNED_IN_SHELL = 'src/shell/app-shell.tsx'

/**
 * `<link rel="modulepreload">` tags for the signed-in shell and the chunks it imports, minus
 * what index.html already loads, read from the build's manifest. The app would fetch them only
 * after its entry ran; sent with the page to someone signed in, they download beside the entry.
 * Empty when the build has no manifest (tests) or no such chunk.
 */
export function signedInPreloads(distDir: string): string {
  const file = join(distDir, '.vite', 'manifest.json')
  if (!existsSync(file)) return ''
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>
  if (!manifest[SIGNED_IN_SHELL] || !manifest['index.html']) return ''
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen
    seen.add(key)
    for (const next of manifest[key].imports ?? []) closure(next, seen)
    return seen
  }
  const loadedByEntry = closure('index.html')
  return [...closure(SIGNED_IN_SHELL)]
    .filter((key) => !loadedByEntry.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`)
    .join('')
}
