import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Copy, Link2, Trash2 } from 'lucide-react'
import { SHARE_LINK_DAYS, SHARE_LINK_LABEL_MAX, type CreatedShareLink, type ShareLink } from '@petfolk/contract/health-records'
import { describeActionError } from '../../lib/api.ts'
import { formatTimestamp } from '../../lib/timestamps.ts'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { Field, inputClasses } from '../../ui/field.tsx'
import { LoadErrorReason } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useCreateShareLink } from './api/create-share-link.ts'
import { useShareLinks } from './api/get-share-links.ts'
import { useRevokeShareLink } from './api/revoke-share-link.ts'

export const CREATE_LINK_FAILED = 'Failed to create the share link. Please try again.'
export const REVOKE_LINK_FAILED = 'Failed to revoke the share link. Please try again.'
export const COPY_FAILED = 'Could not copy. Select the link and copy it yourself.'

/** The owner's vet share links for one pet: create (address shown once), copy, list and revoke. */
export function ShareLinksPanel({ petId, petName }: { petId: number; petName: string }) {
  const links = useShareLinks(petId)
  const create = useCreateShareLink(petId)
  const revoke = useRevokeShareLink(petId)
  const [label, setLabel] = useState('')
  const [created, setCreated] = useState<CreatedShareLink | null>(null)
  const [revoking, setRevoking] = useState<ShareLink | null>(null)
  const headingId = useId()

  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    create.mutate(label, {
      onSuccess: (link) => {
        setCreated(link)
        setLabel('')
      },
      onError: (error) => toast.error(describeActionError(error, CREATE_LINK_FAILED)),
    })
  }

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success('Link copied.')
    } catch {
      toast.error(COPY_FAILED)
    }
  }

  const onRevoke = () => {
    if (!revoking) return
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        if (created?.id === revoking.id) setCreated(null)
        setRevoking(null)
        toast.success('The link was revoked.')
      },
      onError: (error) => toast.error(describeActionError(error, REVOKE_LINK_FAILED)),
    })
  }

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-5 print:hidden">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
          <Link2 aria-hidden="true" className="size-5 text-brand-fg" />
          Share with a Vet
        </h2>
        <p className="text-fg-muted">
          A link shows {petName}&rsquo;s record, read-only and without an account, for {SHARE_LINK_DAYS} days or until you
          revoke it.
        </p>
      </div>

      <form onSubmit={onCreate} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grow">
          <Field label="Who is it for? (optional)" hint="For example: Dr. Lee, Riverside Vets.">
            {(props) => <input {...props} value={label} maxLength={SHARE_LINK_LABEL_MAX} onChange={(event) => setLabel(event.target.value)} className={inputClasses} />}
          </Field>
        </div>
        <Button type="submit" loading={create.isPending} loadingText="Creating..." className="sm:mb-7">
          Create Share Link
        </Button>
      </form>

      {created ? (
        <div role="status" className="flex flex-col gap-2 rounded-control bg-success-soft p-4 text-success-fg">
          <p className="font-semibold">Link created. Copy it now: it is shown only once.</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <label className="sr-only" htmlFor={`${headingId}-url`}>
              New share link
            </label>
            <input id={`${headingId}-url`} readOnly value={created.url} onFocus={(event) => event.target.select()} className={`${inputClasses} grow font-mono text-sm`} />
            <Button variant="secondary" onClick={() => void copy(created.url)}>
              <Copy aria-hidden="true" className="size-4" />
              Copy Link
            </Button>
          </div>
        </div>
      ) : null}

      <div className="flex flex-col gap-3">
        <h3 className="font-bold">Active links</h3>
        {links.isPending ? (
          <Skeleton className="h-14 w-full" />
        ) : links.isError ? (
          <LoadErrorReason error={links.error} />
        ) : links.data.length === 0 ? (
          <p className="text-fg-muted">No active links.</p>
        ) : (
          <ul aria-label="Active share links" className="flex flex-col gap-2">
            {links.data.map((link) => (
              <li key={link.id} className="flex flex-col gap-2 rounded-control border border-line p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex flex-col">
                  <span className="font-semibold">{link.label ?? 'Share link'}</span>
                  <span className="text-sm text-fg-muted">
                    Created {formatTimestamp(link.created_at)} · expires {formatTimestamp(link.expires_at)}
                  </span>
                </div>
                <Button variant="ghost" size="sm" onClick={() => setRevoking(link)} aria-label={`Revoke ${link.label ?? 'share link'}`} className="self-start sm:self-center">
                  <Trash2 aria-hidden="true" className="size-4" />
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null)
        }}
        title="Revoke this link?"
        description="Anyone who opens it afterwards sees that it has expired or was revoked."
        confirmLabel="Revoke"
        confirmingLabel="Revoking..."
        confirming={revoke.isPending}
        onConfirm={onRevoke}
      />
    </Card>
  )
}
