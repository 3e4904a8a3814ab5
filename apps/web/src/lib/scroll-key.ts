import type { Location } from 'react-router'

/**
 * The key under which a page's scroll position is saved. React Router keys history entries by
 * location.key, but every full page load has the key "default", so opening one link in a new
 * load (a push, an e-mail, a shared link) restored the position saved for whatever page was
 * loaded before. A full load is keyed by its address instead; in-app navigations keep their own
 * entry's key.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `load:${location.pathname}${location.search}` : location.key
}
