// Bundles the server's TypeScript into one ES module (apps/server/dist/main.js) for `npm start`:
// the running process then needs no TypeScript loader, which cost ~60 MB of memory and a
// module-loading worker thread. npm packages stay external (installed, with their native parts);
// the workspace's own contract package is bundled.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'

const serverRoot = join(import.meta.dirname, '..')
const outfile = join(serverRoot, 'dist', 'main.js')
rmSync(join(serverRoot, 'dist'), { recursive: true, force: true })

await build({
  entryPoints: [join(serverRoot, 'src', 'main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
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
