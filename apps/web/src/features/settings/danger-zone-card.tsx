import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { TriangleAlert, UserX } from 'lucide-react'
import { DELETE_ACCOUNT_CONFIRMATION } from '@petfolk/contract/settings'
import { useAuth } from '../../auth/auth-context.ts'
import { describeActionError } from '../../lib/api.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { Field, inputClasses } from '../../ui/field.tsx'
import { SettingsSection } from './settings-section.tsx'
import { clearAccountDataOnDevice, useDeleteAccount } from './api/delete-account.ts'
import { FormFooter } from '../../ui/form-footer.tsx'

export const DELETE_ACCOUNT_FAILED = 'Failed to delete your account. Please try again.'
export const ACCOUNT_DELETED = 'Your account was deleted.'

/** Settings › Danger Zone: Delete Account, confirmed by typing DELETE. */
export function DangerZoneCard() {
  const [open, setOpen] = useState(false)
  return (
    <SettingsSection icon={TriangleAlert} title="Danger Zone" tone="danger">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-0.5">
          <span className="font-semibold">Delete Account</span>
          <span className="text-sm text-fg-muted">Removes your account, pets and records for good. This cannot be undone.</span>
        </div>
        <Button variant="danger" onClick={() => setOpen(true)} className="self-start sm:self-center">
          <UserX aria-hidden="true" className="size-5" />
          Delete Account
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Delete your account?"
        description="Your pets, medical records, veterinarians, appointments, contacts, messages and settings are deleted. Posts you shared stay, credited to 'Deleted user'. Photos and videos in this device's media gallery stay on this device."
      >
        {open ? <DeleteAccountForm onCancel={() => setOpen(false)} /> : null}
      </Dialog>
    </SettingsSection>
  )
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const [typed, setTyped] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const remove = useDeleteAccount()
  const { logout } = useAuth()
  const navigate = useNavigate()
  const confirmed = typed === DELETE_ACCOUNT_CONFIRMATION

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!confirmed) return
    setFailure(null)
    remove.mutate(undefined, {
      onSuccess: async () => {
        clearAccountDataOnDevice()
        // The server already ended the session; logout clears what this tab still holds in memory.
        await logout()
        await navigate('/', { replace: true })
        toast.success(ACCOUNT_DELETED)
      },
      onError: (error) => setFailure(describeActionError(error, DELETE_ACCOUNT_FAILED)),
    })
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field label={`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`} required>
        {(props) => (
          <input
            {...props}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className={inputClasses}
          />
        )}
      </Field>
      <FormFooter failure={failure} onCancel={onCancel} submitting={remove.isPending} submittingText="Deleting..." disabled={!confirmed} variant="danger">
        Delete Account
      </FormFooter>
    </form>
  )
}
