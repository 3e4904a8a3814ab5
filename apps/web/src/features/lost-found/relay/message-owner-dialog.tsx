import { useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { CircleCheck, Mail } from 'lucide-react'
import { relayMessageInputSchema, RELAY_MESSAGE_MAX, RELAY_NAME_MAX, type RelayMessageInput } from '@petfolk/contract/lost-found/relay'
import { EMAIL_MAX } from '@petfolk/contract/fields'
import { Button, buttonClasses } from '../../../ui/button.tsx'
import { TextAreaField, TextField } from '../../../ui/controlled-fields.tsx'
import { Dialog, DialogActions } from '../../../ui/dialog.tsx'
import { FormFooter } from '../../../ui/form-footer.tsx'
import { useStartRelayThread } from './api/relay.ts'
import { useVisitorForm } from '../shared/use-visitor-form.ts'
import { useProofAhead } from '../shared/api/proof.ts'

export const MESSAGE_FAILED = 'Failed to send your message. Please try again.'

const FIELDS = ['name', 'email', 'message'] as const
type MessageField = (typeof FIELDS)[number]
type Values = Record<MessageField, string>

function problems(values: Values): Partial<Record<MessageField, string>> {
  const parsed = relayMessageInputSchema.safeParse(values)
  const found: Partial<Record<MessageField, string>> = {}
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as MessageField
    if (FIELDS.includes(field) && !found[field]) found[field] = issue.message
  }
  return found
}

interface MessageOwnerDialogProps {
  reportId: number
  petName: string
  contactName: string
}

/** "Message the owner": anyone writes to the owner through Petfolk, and neither sees the other's e-mail address. */
export function MessageOwnerDialog({ reportId, petName, contactName }: MessageOwnerDialogProps) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`Message ${contactName}`}
      description={`About ${petName}. Petfolk passes your message on: ${contactName} does not see your e-mail address, and you do not see theirs.`}
      trigger={
        <Button variant="secondary" size="lg" className="w-full">
          <Mail aria-hidden="true" className="size-5" />
          Message the owner
        </Button>
      }
    >
      {/* Mounted while open only, so each message starts from a fresh form. */}
      {open ? <MessageForm reportId={reportId} contactName={contactName} onDone={() => setOpen(false)} /> : null}
    </Dialog>
  )
}

function MessageForm({ reportId, contactName, onDone }: { reportId: number; contactName: string; onDone: () => void }) {
  const { field, failure, submit: submitWith } = useVisitorForm({ initial: () => ({ name: '', email: '', message: '' }), fields: FIELDS, failed: MESSAGE_FAILED })
  const [link, setLink] = useState<string | null>(null)
  const start = useStartRelayThread(reportId)
  useProofAhead()

  const submit = submitWith(problems, async (valid) => {
    const answer = await start.mutateAsync(valid satisfies RelayMessageInput)
    toast.success(`Thank you. ${contactName} has been told about your message.`)
    setLink(answer.link)
  })

  if (link) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="flex items-start gap-2 rounded-control bg-success-soft p-3 font-semibold text-success-fg">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          Message sent.
        </p>
        <p>
          We sent you an e-mail: confirm your address there, and Petfolk e-mails you {contactName}&apos;s replies with a link to this
          conversation. You can also open it now and keep its address: anyone who has it can read the conversation.
        </p>
        <DialogActions>
          <Button variant="secondary" onClick={onDone}>
            Close
          </Button>
          <Link to={link} className={buttonClasses()}>
            Open the conversation
          </Link>
        </DialogActions>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField label="Your name" required autoComplete="name" maxLength={RELAY_NAME_MAX} {...field('name')} />
      <TextField
        label="Your e-mail"
        required
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX}
        hint={`Where replies reach you. ${contactName} never sees it.`}
        {...field('email')}
      />
      <TextAreaField label="Message" required rows={4} maxLength={RELAY_MESSAGE_MAX} {...field('message')} />
      <FormFooter failure={failure} onCancel={onDone} submitting={start.isPending} submittingText="Sending...">
        Send Message
      </FormFooter>
    </form>
  )
}
