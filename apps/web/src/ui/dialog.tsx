import { useRef, type ReactNode } from 'react'
import { Dialog as RadixDialog } from 'radix-ui'
import { X } from 'lucide-react'
import { cx } from '../lib/cx.ts'
import { useReturnFocus } from './return-focus.ts'

interface DialogProps {
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** The element that opens the dialog; focus returns to it on close. */
  trigger?: ReactNode
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  className?: string
  /** Runs when focus would return to the trigger; see Radix `onCloseAutoFocus`. */
  onCloseAutoFocus?: (event: Event) => void
  /**
   * Focus the dialog itself on open instead of its first control (the close button), for
   * dialogs that take typing anywhere, like the PIN keypad, where Enter must submit, not close.
   */
  focusDialogOnOpen?: boolean
}

/** A modal dialog: focus is trapped inside, Escape and the close button close it, focus returns to what opened it. */
export function Dialog({ open, onOpenChange, trigger, title, description, children, className, onCloseAutoFocus, focusDialogOnOpen }: DialogProps) {
  const contentRef = useRef<HTMLDivElement>(null)
  const returnFocus = useReturnFocus(open, onCloseAutoFocus)
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-grey-950/55 dark:bg-black/75 data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          ref={contentRef}
          onCloseAutoFocus={trigger ? onCloseAutoFocus : returnFocus}
          onOpenAutoFocus={
            focusDialogOnOpen
              ? (event) => {
                  event.preventDefault()
                  contentRef.current?.focus()
                }
              : undefined
          }
          className={cx(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
            'overflow-y-auto rounded-card border border-line bg-surface p-6 text-fg shadow-raised outline-none data-[state=open]:animate-pop-in',
            className,
          )}
          // Radix warns unless a dialog without a description says so explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div className="flex flex-col gap-1">
              <RadixDialog.Title className="text-xl font-bold">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="text-fg-muted">{description}</RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label="Close"
              className="-m-2 rounded-control p-2 text-fg-muted hover:bg-sunken hover:text-fg"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

/** The row of buttons at the foot of a dialog form: stacked on phones (main action on top), in a row on wider screens. */
export function DialogActions({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx('mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>{children}</div>
}
