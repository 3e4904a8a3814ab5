import { useEffect, useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import { KeyRound, Laptop, Lock, ShieldCheck } from 'lucide-react'
import type { PinStatus } from '@petfolk/contract/pin'
import { usePinStatus } from '../../auth/api/get-pin-status.ts'
import { useDeletePin } from '../../auth/api/delete-pin.ts'
import type { PinChange } from '../../auth/api/change-pin.ts'
import { PinSetup } from '../../auth/pin-setup.tsx'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { SettingsSection } from './settings-section.tsx'
import { SignedInSessions } from './signed-in-sessions.tsx'

const PIN_UPDATED_MESSAGE = 'PIN updated successfully'
const PIN_DELETED_MESSAGE = 'PIN deleted successfully'
const PIN_DELETE_FAILED_MESSAGE = 'Failed to delete PIN'

/** Settings › Security: the quick-login PIN's status and its actions, and where the member is signed in. */
export function SecurityCard() {
  const status = usePinStatus()
  const sessionsHeadingId = useId()
  return (
    <SettingsSection icon={ShieldCheck} title="Security">
      {status.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label="Loading PIN status">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-11 w-36" />
        </div>
      ) : status.isError ? (
        <LoadError error={status.error} message="Failed to check PIN status" onRetry={() => void status.refetch()} />
      ) : (
        <PinSettings status={status.data} />
      )}
      <div className="flex flex-col gap-4 border-t border-line pt-5">
        <div className="flex flex-col gap-1">
          <h3 id={sessionsHeadingId} className="flex items-center gap-2 text-lg font-bold">
            <Laptop aria-hidden="true" className="size-5 text-fg-muted" />
            Where you're signed in
          </h3>
          <p className="text-fg-muted">Sign out of a browser you no longer use, or one you do not recognise.</p>
        </div>
        <SignedInSessions headingId={sessionsHeadingId} />
      </div>
    </SettingsSection>
  )
}

function PinSettings({ status }: { status: PinStatus }) {
  const [editing, setEditing] = useState<PinChange | null>(null)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const deletePin = useDeletePin()
  const actionsRef = useRef<HTMLDivElement>(null)

  // Creating or deleting a PIN swaps the buttons, so the one that had focus may be gone:
  // then focus moves to the first action instead of being lost to the page.
  const keepFocusInActions = () =>
    requestAnimationFrame(() => {
      const active = document.activeElement
      if (!active || active === document.body || !active.isConnected) {
        actionsRef.current?.querySelector('button')?.focus()
      }
    })
  const previousHasPin = useRef(status.hasPin)
  useEffect(() => {
    if (previousHasPin.current === status.hasPin) return
    previousHasPin.current = status.hasPin
    keepFocusInActions()
  }, [status.hasPin])

  const onDelete = () =>
    deletePin.mutate(undefined, {
      onSuccess: () => {
        setConfirmingDelete(false)
        toast.success(PIN_DELETED_MESSAGE)
      },
      onError: () => toast.error(PIN_DELETE_FAILED_MESSAGE),
    })

  const onPinSaved = () => {
    setEditing(null)
    toast.success(PIN_UPDATED_MESSAGE)
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <KeyRound aria-hidden="true" className="size-5 text-fg-muted" />
        <span className="font-semibold">Quick Login PIN</span>
        {status.hasPin ? <Badge tone="success">Active</Badge> : <Badge>Not Set</Badge>}
      </div>
      <p className="text-fg-muted">
        A 4-digit PIN lets you sign in on this device without Google. Three wrong PINs in a row lock PIN login for 15
        minutes.
      </p>

      {status.locked ? (
        <p className="flex items-start gap-2 rounded-control bg-warning-soft p-3 text-warning-fg">
          <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            PIN login is locked after too many failed attempts. It unlocks in {Math.max(1, status.minutesUntilUnlock)}{' '}
            minute(s).
          </span>
        </p>
      ) : null}
      {status.disabled ? (
        <p className="flex items-start gap-2 rounded-control bg-warning-soft p-3 text-warning-fg">
          <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>PIN login is turned off after too many failed attempts. Signing in with Google turns it back on.</span>
        </p>
      ) : null}

      <div ref={actionsRef} className="flex flex-wrap gap-3">
        {status.hasPin ? (
          <>
            <Button onClick={() => setEditing('reset')}>Reset PIN</Button>
            <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
              Delete PIN
            </Button>
          </>
        ) : (
          <Button onClick={() => setEditing('create')}>Create PIN</Button>
        )}
      </div>

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null)
        }}
        title={editing === 'reset' ? 'Reset PIN' : 'Create PIN'}
        onCloseAutoFocus={keepFocusInActions}
        focusDialogOnOpen
      >
        {editing ? <PinSetup change={editing} onComplete={onPinSaved} /> : null}
      </Dialog>

      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete your PIN?"
        description="You will sign in with Google until you create a new PIN."
        confirmLabel="Delete PIN"
        confirmingLabel="Deleting..."
        confirming={deletePin.isPending}
        onConfirm={onDelete}
        onCloseAutoFocus={keepFocusInActions}
      />
    </div>
  )
}
