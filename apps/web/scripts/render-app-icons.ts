// Draws the installable app's icons from the logo art (public/favicon.svg: a white paw on the
// brand tile) and writes the web app manifest with the colours of the design tokens
// (src/index.css). Run it after changing either; its output is committed:
//   node --import tsx apps/web/scripts/render-app-icons.ts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'

const webRoot = join(import.meta.dirname, '..')
const publicDir = join(webRoot, 'public')
const iconsDir = join(publicDir, 'icons')

/** A colour token's value from the design system, e.g. `--color-teal-700: #0f6760;`. */
export function tokenColour(css: string, token: string): string {
  const value = new RegExp(`${token}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(css)?.[1]
  if (!value) throw new Error(`src/index.css has no ${token}`)
  return value.toLowerCase()
}

const css = readFileSync(join(webRoot, 'src', 'index.css'), 'utf8')
// The light theme's values: --pf-brand is teal-700 and --pf-canvas grey-50 (src/index.css).
const brand = tokenColour(css, '--color-teal-700')
const canvas = tokenColour(css, '--color-grey-50')

const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8')
const paw = /<g fill="#fff">[\s\S]*?<\/g>/.exec(favicon)?.[0]
if (!paw) throw new Error('public/favicon.svg has no white paw group to draw the icons from')

const svg = (body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`)
/** The favicon as it is, rounded tile and all: for places that show the icon as given. */
const tile = svg(`<rect width="64" height="64" rx="16" fill="${brand}"/>${paw}`)
/**
 * Full bleed, for launchers that cut their own shape (maskable) and for iOS, which rounds the
 * corners itself. The paw already sits inside the central circle (radius 40%) every mask keeps.
 */
const fullBleed = svg(`<rect width="64" height="64" fill="${brand}"/>${paw}`)
/** White on transparent, filling the square: Android draws the status bar badge from its alpha alone. */
const badge = svg(`<g transform="translate(32 31) scale(1.45) translate(-32 -31)">${paw}</g>`)

const icons: Array<{ file: string; art: Buffer; size: number }> = [
  { file: 'icon-192.png', art: tile, size: 192 },
  { file: 'icon-512.png', art: tile, size: 512 },
  { file: 'icon-maskable-192.png', art: fullBleed, size: 192 },
  { file: 'icon-maskable-512.png', art: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', art: fullBleed, size: 180 },
  { file: 'badge-96.png', art: badge, size: 96 },
]

mkdirSync(iconsDir, { recursive: true })
for (const { file, art, size } of icons) {
  await sharp(art, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(iconsDir, file))
  console.log(`drew icons/${file} (${size}×${size})`)
}

const manifest = {
  name: 'Petfolk',
  short_name: 'Petfolk',
  description: 'Pet profiles, care records and a community for pet owners, with lost-pet alerts near you.',
  id: '/',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: brand,
  background_color: canvas,
  categories: ['lifestyle', 'social'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
}
writeFileSync(join(publicDir, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`)
console.log(`wrote manifest.webmanifest (theme ${brand}, background ${canvas})`)
