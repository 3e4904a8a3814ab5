import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Send } from 'lucide-react'
import { describeActionError } from '../../lib/api.ts'
import { prefixedFieldError } from '../../lib/server-field-error.ts'
import { Dialog } from '../../ui/dialog.tsx'
import { Field } from '../../ui/field.tsx'
import { useSendMessage } from './api/send-message.ts'
import { FormFooter } from '../../ui/form-footer.tsx'
import { MemberPicker } from '../../ui/member-picker.tsx'
import type { Member } from '@petfolk/contract/members'
import { TextAreaField, TextField } from '../../ui/controlled-fields.tsx'

export const SEND_MESSAGE_FAILED = 'Failed to send message. Please try again.'

export interface ComposeDefaults {
  /** A reply goes to this member by id; otherwise the sender picks one from a search. */
  receiver?: { id: number; name: string; handle?: string | null }
  subject?: string
}

interface ComposeMessageDialogProps {
  /** Null while closed. */
  defaults: ComposeDefaults | null
  onOpenChange: (open: boolean) => void
}

export function ComposeMessageDialog({ defaults, onOpenChange }: ComposeMessageDialogProps) {
  return (
    <Dialog open={defaults !== null} onOpenChange={onOpenChange} title="Compose Message" className="sm:max-w-lg">
      {defaults ? <ComposeForm defaults={defaults} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  )
}

function ComposeForm({ defaults, onDone }: { defaults: ComposeDefaults; onDone: () => void }) {
  const send = useSendMessage()
  const [recipient, setRecipient] = useState<Member | null>(null)
  const [subject, setSubject] = useState(defaults.subject ?? '')
  const [content, setContent] = useState('')
  const [recipientError, setRecipientError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const receiver = defaults.receiver
  const missing = (!receiver && !recipient) || !content.trim()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (missing || send.isPending) return
    setFailure(null)
    setRecipientError(null)
    send.mutate(
      {
        receiver_id: receiver ? receiver.id : (recipient?.id ?? 0),
        subject: subject.trim() || null,
        content: content.trim(),
      },
      {
        onSuccess: (message) => {
          toast.success(`Message sent to ${message.receiver_name}.`)
          onDone()
        },
        onError: (error) => {
          const prefixed = prefixedFieldError(error, ['recipient', 'receiver_id'] as const)
          if (prefixed) setRecipientError(prefixed.message)
          else setFailure(describeActionError(error, SEND_MESSAGE_FAILED))
        },
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {receiver ? (
        <p className="rounded-control bg-sunken px-3 py-2">
          <span className="font-semibold text-fg-muted">To </span>
          <span className="font-semibold">{receiver.name}</span>
          {receiver.handle ? <span className="text-fg-muted"> @{receiver.handle}</span> : null}
        </p>
      ) : (
        <Field label="To" required hint="Type part of a member’s name or @handle, then pick them from the list." error={recipientError}>
          {(props) => (
            <MemberPicker
              {...props}
              value={recipient}
              onChange={(member) => {
                setRecipient(member)
                setRecipientError(null)
              }}
            />
          )}
        </Field>
      )}
      <TextField label="Subject" value={subject} onValueChange={setSubject} maxLength={200} />
      <TextAreaField label="Message" required value={content} onValueChange={setContent} rows={6} maxLength={5000} />
      <FormFooter failure={failure} onCancel={onDone} submitting={send.isPending} submittingText="Sending..." disabled={missing}>
        <Send aria-hidden="true" className="size-4" />
        Send Message
      </FormFooter>
    </form>
  )
}
