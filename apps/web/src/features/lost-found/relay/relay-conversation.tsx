import { useState, type FormEvent } from 'react'
import { Send } from 'lucide-react'
import { relayReplyInputSchema, RELAY_MESSAGE_MAX, type RelayMessage } from '@petfolk/contract/lost-found/relay'
import { describeActionError } from '../../../lib/api.ts'
import { cx } from '../../../lib/cx.ts'
import { formatTimestamp } from '../../../lib/timestamps.ts'
import { Button } from '../../../ui/button.tsx'
import { TextAreaField } from '../../../ui/controlled-fields.tsx'
import { FormAlert } from '../../../ui/form-alert.tsx'
import { ReportButton } from '../../reports/index.ts'

export const REPLY_FAILED = 'Failed to send your message. Please try again.'

interface ConversationProps {
  messages: RelayMessage[]
  /** Who is reading: their own messages say "You". */
  reader: 'owner' | 'visitor'
  ownerName: string
  visitorName: string
  /** Offer Report on the other side's messages (the owner reporting what a visitor wrote). */
  canReport?: boolean
}

/** A relayed conversation, oldest first; each message says who wrote it and when. */
export function Conversation({ messages, reader, ownerName, visitorName, canReport = false }: ConversationProps) {
  return (
    <ol className="flex flex-col gap-3">
      {messages.map((message) => {
        const mine = message.from === reader
        const author = mine ? 'You' : message.from === 'owner' ? ownerName : visitorName
        return (
          <li key={message.id} className={cx('flex flex-col gap-1 rounded-card border p-3', mine ? 'ml-6 border-brand-soft bg-brand-soft' : 'mr-6 border-line bg-sunken')}>
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-bold wrap-anywhere">{author}</span>
              <time dateTime={message.created_at} className="text-fg-muted">
                {formatTimestamp(message.created_at)}
              </time>
            </p>
            <p className="whitespace-pre-line wrap-anywhere">{message.body}</p>
            {canReport && !mine ? <ReportButton kind="relay_message" id={message.id} what={`the message from ${author}`} className="self-end" /> : null}
          </li>
        )
      })}
    </ol>
  )
}

interface ReplyFormProps {
  label: string
  submitText: string
  onSend: (message: string) => Promise<unknown>
  sending: boolean
}

/** One more message in a conversation: checked with the contract's rule before it is sent, cleared once it is. */
export function ReplyForm({ label, submitText, onSend, sending }: ReplyFormProps) {
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = relayReplyInputSchema.safeParse({ message })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null)
      return
    }
    setFailure(null)
    try {
      await onSend(parsed.data.message)
      setMessage('')
    } catch (problem) {
      setFailure(describeActionError(problem, REPLY_FAILED))
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <TextAreaField
        label={label}
        required
        rows={3}
        maxLength={RELAY_MESSAGE_MAX}
        value={message}
        onValueChange={(value) => {
          setMessage(value)
          setError(null)
        }}
        error={error}
      />
      <FormAlert message={failure} />
      <div>
        <Button type="submit" loading={sending} loadingText="Sending...">
          <Send aria-hidden="true" className="size-4" />
          {submitText}
        </Button>
      </div>
    </form>
  )
}
