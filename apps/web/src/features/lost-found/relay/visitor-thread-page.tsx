import { Link, useParams } from 'react-router'
import { CircleCheck, Link2Off, MailCheck, ShieldCheck } from 'lucide-react'
import { relayTokenSchema } from '@petfolk/contract/lost-found/relay'
import { ApiError } from '../../../lib/api.ts'
import { parseRouteId } from '../../../lib/route-id.ts'
import { buttonClasses } from '../../../ui/button.tsx'
import { EmptyState } from '../../../ui/empty-state.tsx'
import { LoadError } from '../../../ui/load-error.tsx'
import { Skeleton } from '../../../ui/skeleton.tsx'
import { useVisitorRelayReply, useVisitorRelayThread } from './api/relay.ts'
import { Conversation, ReplyForm } from './relay-conversation.tsx'
import { RelayPageFrame } from './relay-page-frame.tsx'
import { useProofAhead } from '../shared/api/proof.ts'

/** /lost/:id/messages/:token, outside the shell: a visitor's conversation with a report's owner, opened by its secret link. */
export function VisitorThreadPage() {
  const params = useParams()
  const id = parseRouteId(params.id)
  const token = relayTokenSchema.safeParse(params.token)
  return (
    <RelayPageFrame id={id}>
      {id === null || !token.success ? <BrokenLink /> : <Thread id={id} token={token.data} />}
    </RelayPageFrame>
  )
}

function BrokenLink() {
  return (
    <>
      <title>Conversation · Petfolk</title>
      <h1 className="sr-only">Conversation</h1>
      <EmptyState icon={Link2Off} title="This conversation link does not work" headingLevel={2} hint="Use the newest link Petfolk e-mailed you, and check that the whole address was copied." />
    </>
  )
}

function Thread({ id, token }: { id: number; token: string }) {
  const thread = useVisitorRelayThread(id, token)
  const reply = useVisitorRelayReply(id, token)
  useProofAhead()
  if (thread.isError) {
    return thread.error instanceof ApiError && thread.error.status === 404 ? <BrokenLink /> : <LoadError error={thread.error} onRetry={() => void thread.refetch()} />
  }
  if (thread.isPending) {
    return (
      <div role="status" aria-label="Loading conversation" className="flex flex-col gap-3">
        <Skeleton className="h-10 w-2/3 rounded-card" />
        <Skeleton className="h-24 w-full rounded-card" />
      </div>
    )
  }
  const { pet_name: petName, contact_name: contactName, visitor_name: visitorName, is_found: found, email_confirmed: confirmed, messages } = thread.data
  return (
    <>
      <title>{`Your conversation about ${petName} · Petfolk`}</title>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold wrap-anywhere">Your conversation about {petName}</h1>
        <p className="text-fg-muted wrap-anywhere">With {contactName}, who reported {petName} lost.</p>
      </header>
      <p className="flex items-start gap-2 rounded-card border border-line bg-surface p-4">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-fg" />
        <span>
          Petfolk passes your messages on: {contactName} does not see your e-mail address, and you do not see theirs. Keep this page&apos;s address to
          yourself; anyone who has it can read the conversation.
        </span>
      </p>
      {confirmed ? null : (
        <p className="flex items-start gap-2 rounded-card border border-line bg-surface p-4">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-fg" />
          <span>
            We sent you an e-mail with a link to confirm your address. Until you open it, {contactName}&apos;s replies wait here on this page and
            are not e-mailed to you.
          </span>
        </p>
      )}
      {found ? (
        <p role="status" className="flex items-center gap-2 rounded-card bg-success-soft p-4 font-semibold text-success-fg">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          Good news: {petName} has been found.
        </p>
      ) : null}
      <section aria-labelledby="conversation-heading" className="flex flex-col gap-4">
        <h2 id="conversation-heading" className="text-xl font-bold">
          Messages
        </h2>
        <Conversation messages={messages} reader="visitor" ownerName={contactName} visitorName={visitorName} />
        <ReplyForm label={`Your message to ${contactName}`} submitText="Send Message" sending={reply.isPending} onSend={(message) => reply.mutateAsync(message)} />
      </section>
      <Link to={`/lost/${id}`} className={buttonClasses({ variant: 'secondary', className: 'max-w-full self-start' })}>
        {/* A button's label stays on one line, but a pet's name may be one long word. */}
        <span className="min-w-0 whitespace-normal wrap-anywhere">See {petName}&apos;s report</span>
      </Link>
    </>
  )
}
