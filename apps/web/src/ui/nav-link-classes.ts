import { cx } from '../lib/cx.ts'

/**
 * A navigation link's look, the one the shell's menu uses: tinted where you are, muted elsewhere.
 * `layout` adds the place's own spacing (the menu's rows, the staff area's row of sections).
 */
export function navLinkClasses(isActive: boolean, layout: string): string {
  return cx(
    'flex min-h-11 items-center rounded-control px-3 font-semibold transition-colors',
    layout,
    isActive ? 'bg-brand-soft text-brand-fg' : 'text-fg-muted hover:bg-sunken hover:text-fg',
  )
}
