import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { cx } from '../lib/cx.ts'
import { Spinner } from './spinner.tsx'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

const base =
  'inline-flex items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-on-brand shadow-sm hover:bg-brand-hover',
  secondary: 'border border-line-strong bg-surface text-fg hover:bg-sunken',
  ghost: 'text-fg hover:bg-sunken',
  danger: 'bg-danger text-on-danger shadow-sm hover:bg-danger-hover',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-base',
  lg: 'min-h-12 px-6 text-lg',
}

/** The button look, for links that act as buttons (react-router `Link`, plain anchors). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cx(base, variants[variant], sizes[size], className)
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows a spinner and `loadingText` (a screen's '...ing' text, e.g. 'Saving...') and blocks further clicks. */
  loading?: boolean
  loadingText?: ReactNode
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingText,
  disabled,
  className,
  children,
  type = 'button',
  onMouseDown,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      onMouseDown={(event) => {
        onMouseDown?.(event)
        // In a form, pressing a button must not take focus from the field being edited: the
        // field's blur would show its error, push the button down, and the click would land
        // beside it. The click still runs and Submit validates every field anyway.
        if (!event.defaultPrevented && event.currentTarget.form) event.preventDefault()
      }}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, className })}
      {...props}
    >
      {loading ? <Spinner className="size-4" /> : null}
      {loading && loadingText ? loadingText : children}
    </button>
  )
}
