import type { ReactNode } from 'react'
import { AlertDialog } from 'radix-ui'
import { Button, buttonClasses } from './button.tsx'
import { useReturnFocus } from './return-focus.ts'

interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  confirmLabel: string
  /** Shown on the confirm button while the action runs. */
  confirmingLabel: string
  confirming?: boolean
  onConfirm: () => void
  cancelLabel?: string
  onCloseAutoFocus?: (event: Event) => void
  /** 'danger' (the default) for what destroys; 'primary' for a welcome change such as "found". */
  tone?: 'danger' | 'primary'
}

/** Asks before an action that is hard to take back; focus starts on Cancel so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  confirmingLabel,
  confirming = false,
  onConfirm,
  cancelLabel = 'Cancel',
  onCloseAutoFocus,
  tone = 'danger',
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(open, onCloseAutoFocus)
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-grey-950/55 dark:bg-black/75 data-[state=open]:animate-fade-in" />
        <AlertDialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card border border-line bg-surface p-6 text-fg shadow-raised data-[state=open]:animate-pop-in">
          <AlertDialog.Title className="text-xl font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-fg-muted">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'secondary' })}>{cancelLabel}</AlertDialog.Cancel>
            <Button variant={tone} loading={confirming} loadingText={confirmingLabel} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
