import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { precacheList } from '../../scripts/service-worker-plugin.ts'

const webRoot = join(import.meta.dirname, '..', '..')
const read = (path: string) => readFileSync(join(webRoot, path), 'utf8')
const manifest = JSON.parse(read('public/manifest.webmanifest')) as {
  theme_color: string
  background_color: string
  start_url: string
  display: string
  icons: { src: string; sizes: string; type: string; purpose: string }[]
}
const token = (name: string) => new RegExp(`${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(read('src/index.css'))?.[1]?.toLowerCase()

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(path: string): string {
  const bytes = readFileSync(join(webRoot, 'public', path))
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

describe('the web app manifest (scripts/render-app-icons.ts writes it)', () => {
  it('takes its colours from the design tokens: the brand for the theme, the canvas behind the splash', () => {
    expect(manifest.theme_color).toBe(token('--color-teal-700'))
    expect(manifest.background_color).toBe(token('--color-grey-50'))
    expect(manifest).toMatchObject({ start_url: '/dashboard', display: 'standalone' })
  })

  it('has PNG icons of the sizes it names, for any use and maskable', () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png')
    for (const icon of pngs) expect(pngSize(icon.src), icon.src).toBe(icon.sizes)
    for (const purpose of ['any', 'maskable']) {
      expect(pngs.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512'])
    }
    expect(pngSize('icons/badge-96.png')).toBe('96x96')
    expect(pngSize('icons/apple-touch-icon.png')).toBe('180x180')
  })

  it('is linked from every page, with the same theme colour', () => {
    for (const page of ['index.html', 'landing.html', 'signin.html']) {
      const html = read(page)
      expect(html, page).toContain('<link rel="manifest" href="/manifest.webmanifest" />')
      expect(html, page).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`)
    }
  })
})

describe('the service worker’s offline copy (scripts/service-worker-plugin.ts)', () => {
  it('keeps the app page, its scripts, styles, pictures and Latin text font, and nothing else of the build', () => {
    const list = precacheList([
      'index.html',
      'landing.html',
      'signin.html',
      '.vite/manifest.json',
      'assets/app-abc123.js',
      'assets/dashboard-page-def456.js',
      'assets/index-789.css',
      'assets/hero-profiles-1a2b.svg',
      'assets/nunito-latin-wght-normal-Ab12.woff2',
      'assets/nunito-cyrillic-wght-normal-Cd34.woff2',
    ])
    expect(list).toEqual([
      '/index.html',
      '/theme-boot.js',
      '/favicon.svg',
      '/manifest.webmanifest',
      '/icons/icon-192.png',
      '/icons/badge-96.png',
      '/assets/app-abc123.js',
      '/assets/dashboard-page-def456.js',
      '/assets/hero-profiles-1a2b.svg',
      '/assets/index-789.css',
      '/assets/nunito-latin-wght-normal-Ab12.woff2',
    ])
  })

  it('is the hand-written worker with the one line the build fills in', () => {
    expect(read('public/sw.js')).toMatch(/^const BUILD = \{ version: 'development', precache: \[\] \}$/m)
  })
})
