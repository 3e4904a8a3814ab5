import { Moon, Sun } from 'lucide-react'
import { setTheme, useTheme } from '../lib/theme.ts'
import { cx } from '../lib/cx.ts'

export function ThemeToggle({ className }: { className?: string }) {
  const theme = useTheme()
  const next = theme === 'dark' ? 'light' : 'dark'
  const Icon = theme === 'dark' ? Sun : Moon
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={next === 'dark' ? 'Switch to dark theme' : 'Switch to light theme'}
      className={cx('inline-flex size-11 items-center justify-center rounded-control text-fg-muted hover:bg-sunken hover:text-fg', className)}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  )
}
