import { StrictMode, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { applySavedTheme } from './lib/theme.ts'
import './index.css'

/**
 * Makes a page that arrived prerendered (the landing and sign-in pages) live: the saved theme
 * first, so nothing flashes, then React takes over the elements already in #root.
 */
export function hydratePrerenderedPage(page: ReactNode) {
  applySavedTheme()
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element.')
  hydrateRoot(root, <StrictMode>{page}</StrictMode>)
}
