import { useLayoutEffect, useRef } from 'react'

/**
 * Remembers which control had focus when a controlled dialog opened and gives focus back to it
 * when the dialog closes. Radix returns focus only to its own Trigger, and our dialogs are opened
 * by buttons outside them, so without this focus fell to <body> and keyboard users lost their place.
 *
 * A feature's own `onCloseAutoFocus` runs first; if it calls `preventDefault()` (for example to
 * focus a heading because the opener was deleted) its choice stands.
 */
export function useReturnFocus(open: boolean | undefined, onCloseAutoFocus?: (event: Event) => void) {
  const opener = useRef<HTMLElement | null>(null)
  // A layout effect runs before Radix's passive effects move focus into the dialog.
  useLayoutEffect(() => {
    if (!open) return
    const active = document.activeElement
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null
  }, [open])
  return (event: Event) => {
    onCloseAutoFocus?.(event)
    if (event.defaultPrevented) return
    const target = opener.current
    opener.current = null
    if (!target?.isConnected) return
    event.preventDefault()
    target.focus()
  }
}
