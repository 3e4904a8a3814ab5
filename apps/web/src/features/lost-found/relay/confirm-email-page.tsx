import { useEffect, useRef } from 'react'
import { Link, useParams } from 'react-router'
import { Link2Off, MailCheck } from 'lucide-react'
import { confirmEmailInputSchema } from '@petfolk/contract/lost-found/relay'
import { ApiError } from '../../../lib/api.ts'
import { parseRouteId } from '../../../lib/route-id.ts'
import { buttonClasses } from '../../../ui/button.tsx'
import { EmptyState } from '../../../ui/empty-state.tsx'
import { LoadError } from '../../../ui/load-error.tsx'
import { Skeleton } from '../../../ui/skeleton.tsx'
import { useConfirmVisitorEmail } from './api/relay.ts'
import { RelayPageFrame } from './relay-page-frame.tsx'

/**
 * /lost/:id/confirm/:token, outside the shell: the link Petfolk e-mails a visitor who wrote to a
 * report's owner. Opening it confirms the address is theirs, so the owner's replies may be
 * e-mailed there (issue 29); until then they wait on the conversation page.
 */
export function ConfirmEmailPage() {
  const params = useParams()
  const id = parseRouteId(params.id)
  const token = confirmEmailInputSchema.shape.token.safeParse(params.token)
  return (
    <RelayPageFrame id={id}>
      <title>Confirm your e-mail · Petfolk</title>
      {id === null || !token.success ? <BrokenLink /> : <Confirm id={id} token={token.data} />}
    </RelayPageFrame>
  )
}

function BrokenLink() {
  return (
    <>
      <h1 className="sr-only">Confirm your e-mail</h1>
      <EmptyState
        icon={Link2Off}
        title="This confirmation link does not work"
        headingLevel={2}
        hint="It may have been used already. Open your conversation from the link Petfolk gave you when you sent your message."
      />
    </>
  )
}

function Confirm({ id, token }: { id: number; token: string }) {
  const confirm = useConfirmVisitorEmail(id)
  const sent = useRef(false)
  useEffect(() => {
    // Once per page: a confirmation link works once.
    if (sent.current) return
    sent.current = true
    confirm.mutate(token)
  }, [confirm, token])

  if (confirm.isError) {
    return confirm.error instanceof ApiError && confirm.error.status === 404 ? <BrokenLink /> : <LoadError error={confirm.error} onRetry={() => confirm.mutate(token)} />
  }
  if (!confirm.isSuccess) {
    return (
      <div role="status" aria-label="Confirming your e-mail" className="flex flex-col gap-3">
        <Skeleton className="h-10 w-2/3 rounded-card" />
        <Skeleton className="h-16 w-full rounded-card" />
      </div>
    )
  }
  const { link, pet_name: petName } = confirm.data
  return (
    <>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold">Your e-mail is confirmed</h1>
        <p className="text-fg-muted wrap-anywhere">Replies about {petName} will now be e-mailed to you.</p>
      </header>
      <p className="flex items-start gap-2 rounded-card border border-line bg-surface p-4">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-fg" />
        <span>Keep the conversation&apos;s link to yourself: anyone who has it can read the conversation.</span>
      </p>
      <Link to={link} className={buttonClasses({ className: 'max-w-full self-start' })}>
        Open the conversation
      </Link>
    </>
  )
}
