// Writes brotli (.br) and gzip (.gz) copies of the built text assets beside them, once at build
// time, so the server sends compressed files without compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
const MIN_BYTES = 1024

const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'dist')

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

let count = 0
for (const path of files(dist)) {
  if (!COMPRESSIBLE.test(path) || path.includes(`${join(dist, '.vite')}`)) continue
  const bytes = readFileSync(path)
  if (bytes.length < MIN_BYTES) continue
  writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }))
  count += 1
}
console.log(`precompressed ${count} files (brotli and gzip)`)
