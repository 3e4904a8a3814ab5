// Bundles the server's TypeScript into one ES module (apps/server/dist/main.js) for `npm start`:
// the running process then needs no TypeScript loader, which cost ~60 MB of memory and a
// module-loading worker thread. npm packages stay external (installed, with their native parts);
// the workspace's own contract package is bundled.
import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'

const serverRoot = join(import.meta.dirname, '..')
// Another folder under apps/server may be given (tests build their own copy), so npm packages still resolve.
const outdir = resolve(process.argv[2] ?? join(serverRoot, 'dist'))
const outfile = join(outdir, 'main.js')
rmSync(outdir, { recursive: true, force: true })

await build({
  entryPoints: [join(serverRoot, 'src', 'main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@petfolk/') ? undefined : { path: args.path, external: true }))
      },
    },
  ],
})
console.log(`built ${outfile}`)
