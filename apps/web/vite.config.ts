import { join } from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { serviceWorker } from './scripts/service-worker-plugin.ts'

// In development the API server runs beside Vite; in production it serves dist/ itself.
const API_ORIGIN = process.env.PETFOLK_API_ORIGIN ?? 'http://127.0.0.1:8787'

export default defineConfig({
  root: import.meta.dirname,
  // serviceWorker: fills public/sw.js's list of files to keep offline (docs/decisions/022).
  plugins: [react(), tailwindcss(), serviceWorker()],
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/dev-idp': API_ORIGIN,
      '/uploads': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Three pages: the app (index.html) and the prerendered landing and sign-in pages, which load
    // only what they need (docs/decisions/015 and 017).
    rolldownOptions: {
      input: {
        app: join(import.meta.dirname, 'index.html'),
        landing: join(import.meta.dirname, 'landing.html'),
        signin: join(import.meta.dirname, 'signin.html'),
      },
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            // The landing and sign-in pages need React but not the router.
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 30 },
            // zod with the app's zod settings: the chunk runs before any module that builds a
            // schema imports it, so the settings hold from the first schema on (lib/zod-config.ts).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config\.ts$/, priority: 30 },
            // Only the printable lost-pet flyer needs QR codes: keep them out of the chunk every page loads.
            { name: 'qrcode', test: /node_modules[\\/](qrcode|dijkstrajs|pngjs)[\\/]/, priority: 25 },
            // Only maps need Leaflet (about 45 KB gzip): one chunk, loaded with the first map shown.
            { name: 'leaflet', test: /node_modules[\\/](leaflet|leaflet\.markercluster)[\\/]/, priority: 25 },
            // Icons three or more pages share: one chunk of a few KB, not one request per icon per
            // combination of pages (the dashboard made 56 requests for its scripts, then 35). Three,
            // not two: the staff area's sections share many icons only among themselves, and with
            // two they all landed in the chunk every page loads (landing 84.6 KB instead of 87.3).
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 3, priority: 20 },
          ],
        },
      },
    },
  },
})
