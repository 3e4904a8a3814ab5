import { useState } from 'react'
import { toast } from 'sonner'
import { Mail, Pencil, Phone, Plus, Trash2, Users } from 'lucide-react'
import { isEmailAddress } from '@petfolk/contract/fields'
import type { EmergencyContact } from '@petfolk/contract/settings'
import { describeActionError } from '../../lib/api.ts'
import { telHref } from '../../lib/phone.ts'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { SettingsSection } from './settings-section.tsx'
import { EmergencyContactDialog } from './emergency-contact-dialog.tsx'
import { useEmergencyContacts } from './api/get-emergency-contacts.ts'
import { useDeleteEmergencyContact } from './api/delete-emergency-contact.ts'

export const REMOVE_CONTACT_FAILED = 'Failed to remove emergency contact. Please try again.'

/** Settings › Emergency Contacts: people to call when something happens to a pet. */
export function EmergencyContactsCard() {
  const contacts = useEmergencyContacts()
  const remove = useDeleteEmergencyContact()
  // undefined: dialog closed; null: adding; a contact: editing it.
  const [editing, setEditing] = useState<EmergencyContact | null | undefined>(undefined)
  const [removing, setRemoving] = useState<EmergencyContact | null>(null)

  const onRemove = () => {
    if (!removing) return
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(`${removing.name} was removed.`)
        setRemoving(null)
      },
      onError: (error) => toast.error(describeActionError(error, REMOVE_CONTACT_FAILED)),
    })
  }

  return (
    <SettingsSection
      icon={Users}
      title="Emergency Contacts"
      description="They appear on each pet's Emergency contact action, ready to call."
    >
      {contacts.isPending ? (
        <div role="status" aria-label="Loading emergency contacts" className="flex flex-col gap-3">
          <Skeleton className="h-16 w-full" />
        </div>
      ) : contacts.isError ? (
        <LoadError error={contacts.error} onRetry={() => void contacts.refetch()} />
      ) : contacts.data.length === 0 ? (
        <p className="text-fg-muted">No emergency contacts yet.</p>
      ) : (
        <ul aria-label="Emergency contacts" className="flex flex-col gap-3">
          {contacts.data.map((contact) => (
            <li
              key={contact.id}
              aria-label={contact.name}
              className="flex flex-col gap-3 rounded-control border border-line p-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <p className="font-semibold wrap-anywhere">
                  {contact.name}
                  {contact.relationship ? <span className="font-normal text-fg-muted"> · {contact.relationship}</span> : null}
                </p>
                <a href={telHref(contact.phone)} className="inline-flex items-center gap-2 text-brand-fg underline underline-offset-2">
                  <Phone aria-hidden="true" className="size-4" />
                  {contact.phone}
                </a>
                {/* Saved before addresses were checked, it may be anything: only a real address becomes a link. */}
                {contact.email && isEmailAddress(contact.email) ? (
                  <a href={`mailto:${contact.email}`} className="inline-flex items-center gap-2 break-all text-brand-fg underline underline-offset-2">
                    <Mail aria-hidden="true" className="size-4" />
                    {contact.email}
                  </a>
                ) : contact.email ? (
                  <span className="inline-flex items-center gap-2 break-all">
                    <Mail aria-hidden="true" className="size-4" />
                    {contact.email}
                  </span>
                ) : null}
                {contact.notes ? <p className="text-sm whitespace-pre-line text-fg-muted">{contact.notes}</p> : null}
              </div>
              <div className="flex shrink-0 gap-2">
                <Button variant="secondary" size="sm" onClick={() => setEditing(contact)} aria-label={`Edit ${contact.name}`}>
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setRemoving(contact)} aria-label={`Remove ${contact.name}`}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button onClick={() => setEditing(null)} className="self-start">
        <Plus aria-hidden="true" className="size-5" />
        Add Emergency Contact
      </Button>

      <EmergencyContactDialog
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined)
        }}
        contact={editing ?? null}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null)
        }}
        title={`Remove ${removing?.name ?? 'this contact'}?`}
        description="They will no longer appear on your pets' Emergency contact action."
        confirmLabel="Remove"
        confirmingLabel="Removing..."
        confirming={remove.isPending}
        onConfirm={onRemove}
      />
    </SettingsSection>
  )
}
