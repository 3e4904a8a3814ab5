import { useId, type ReactNode } from 'react'
import { buttonClasses, type ButtonVariant } from '../../ui/button.tsx'

interface FileButtonProps {
  label: ReactNode
  accept: string
  /** Opens the camera on phones: 'environment' for the back camera, true for the device's default. */
  capture?: 'environment' | 'user' | true
  variant?: ButtonVariant
  disabled?: boolean
  onFile: (file: File) => void
}

/**
 * A file input shown as a button: the input stays in the page (visually hidden, keyboard focusable)
 * so its label names it and the focus ring shows on the label.
 */
export function FileButton({ label, accept, capture, variant = 'secondary', disabled, onFile }: FileButtonProps) {
  const id = useId()
  return (
    // Its own box, so the label's focus ring follows this input only (peer-* matches any earlier sibling).
    <span className="contents">
      <input
        id={id}
        type="file"
        accept={accept}
        capture={capture}
        disabled={disabled}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Cleared so choosing the same file again still fires a change.
          event.target.value = ''
          if (file) onFile(file)
        }}
      />
      <label
        htmlFor={id}
        className={buttonClasses({
          variant,
          className:
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        })}
      >
        {label}
      </label>
    </span>
  )
}
