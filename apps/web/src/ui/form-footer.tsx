import type { ReactNode } from 'react'
import { Button } from './button.tsx'
import { DialogActions } from './dialog.tsx'
import { FormAlert } from './form-alert.tsx'

interface FormFooterProps {
  /** Why the last try failed, shown above the buttons; nothing when null. */
  failure: string | null | undefined
  onCancel: () => void
  /** While the form is being sent: the submit button spins and says `submittingText`. */
  submitting: boolean
  submittingText: string
  disabled?: boolean
  variant?: 'primary' | 'danger'
  /** The submit button's label (and icon). */
  children: ReactNode
}

/** The foot of a dialog form: its failure, then Cancel and the submit button. */
export function FormFooter({ failure, onCancel, submitting, submittingText, disabled, variant = 'primary', children }: FormFooterProps) {
  return (
    <>
      <FormAlert message={failure} />
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant={variant} disabled={disabled} loading={submitting} loadingText={submittingText}>
          {children}
        </Button>
      </DialogActions>
    </>
  )
}
