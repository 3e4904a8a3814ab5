import { useEffect, useId } from 'react'
import { Delete } from 'lucide-react'
import { PIN_LENGTH } from '@petfolk/contract/pin'
import { cx } from '../lib/cx.ts'

interface PinKeypadProps {
  /** Digits entered so far (0 to 4). */
  value: string
  onChange: (value: string) => void
  /** Called on Enter from the physical keyboard. */
  onSubmit?: () => void
  /** Names the keypad for screen readers, e.g. 'Enter your PIN'. */
  label: string
  disabled?: boolean
  invalid?: boolean
}

const DIGIT_ROWS = [
  ['1', '2', '3'],
  ['4', '5', '6'],
  ['7', '8', '9'],
] as const

function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
}

/** On-screen keypad with four dots; digits, Backspace and Enter on a physical keyboard work too. */
export function PinKeypad({ value, onChange, onSubmit, label, disabled = false, invalid = false }: PinKeypadProps) {
  const labelId = useId()

  const addDigit = (digit: string) => {
    if (!disabled && value.length < PIN_LENGTH) onChange(value + digit)
  }
  const removeDigit = () => {
    if (!disabled && value.length > 0) onChange(value.slice(0, -1))
  }

  useEffect(() => {
    if (disabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return
      if (/^\d$/.test(event.key)) {
        event.preventDefault()
        if (value.length < PIN_LENGTH) onChange(value + event.key)
      } else if (event.key === 'Backspace') {
        event.preventDefault()
        if (value.length > 0) onChange(value.slice(0, -1))
      } else if (event.key === 'Enter' && onSubmit && !(event.target instanceof HTMLButtonElement)) {
        event.preventDefault()
        onSubmit()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [value, onChange, onSubmit, disabled])

  const keyClasses =
    'flex h-14 items-center justify-center rounded-control border border-line bg-surface text-2xl font-bold text-fg ' +
    'tabular transition-colors hover:bg-sunken active:bg-brand-soft disabled:opacity-50'

  return (
    <div role="group" aria-labelledby={labelId} className="flex w-full flex-col items-center gap-5">
      <span id={labelId} className="sr-only">
        {label}
      </span>
      <div aria-hidden="true" className="flex gap-4">
        {Array.from({ length: PIN_LENGTH }, (_, index) => (
          <span
            key={index}
            data-filled={index < value.length}
            className={cx(
              'size-4 rounded-full border-2 transition-colors',
              invalid ? 'border-danger' : 'border-brand',
              index < value.length && (invalid ? 'bg-danger' : 'bg-brand'),
            )}
          />
        ))}
      </div>
      <p role="status" className="sr-only">
        {`${value.length} of ${PIN_LENGTH} digits entered`}
      </p>
      <div className="grid w-full max-w-64 grid-cols-3 gap-3">
        {DIGIT_ROWS.flat().map((digit) => (
          <button key={digit} type="button" className={keyClasses} disabled={disabled} onClick={() => addDigit(digit)}>
            {digit}
          </button>
        ))}
        <span aria-hidden="true" />
        <button type="button" className={keyClasses} disabled={disabled} onClick={() => addDigit('0')}>
          0
        </button>
        <button
          type="button"
          className={keyClasses}
          disabled={disabled || value.length === 0}
          onClick={removeDigit}
          aria-label="Delete last digit"
        >
          <Delete aria-hidden="true" className="size-6" />
        </button>
      </div>
    </div>
  )
}
