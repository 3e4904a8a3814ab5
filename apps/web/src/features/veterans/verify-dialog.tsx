import { toast } from 'sonner'
import { ShieldAlert, ShieldCheck } from 'lucide-react'
import type { VerificationStatus } from '@petfolk/contract/veterans'
import { formatTimestampDate } from '../../lib/timestamps.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useStartVerification } from './api/start-verification.ts'
import { START_VERIFICATION_FAILED } from './story-display.ts'

interface VerifyDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  status: { data: VerificationStatus | undefined; isPending: boolean; error: unknown; refetch: () => unknown }
}

export function VerifyDialog({ open, onOpenChange, status }: VerifyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Verify Veteran Status" className="sm:max-w-lg">
      {status.isPending ? (
        <div role="status" aria-label="Loading your verification status" className="flex flex-col gap-3">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-16" />
        </div>
      ) : !status.data ? (
        <LoadError variant="panel" error={status.error} onRetry={() => void status.refetch()} />
      ) : status.data.verification_status === 'verified' ? (
        <div className="flex flex-col gap-2 rounded-control bg-success-soft p-4 text-success-fg">
          <p className="flex items-center gap-2 text-lg font-bold">
            <ShieldCheck aria-hidden="true" className="size-6" />
            You are already verified
          </p>
          <p>Your stories display the Verified Veteran badge.</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="font-semibold">Branch</dt>
            <dd>{status.data.service_branch ?? 'Not given'}</dd>
            {status.data.verified_at ? (
              <>
                <dt className="font-semibold">Verified on</dt>
                <dd>
                  <time dateTime={status.data.verified_at}>{formatTimestampDate(status.data.verified_at)}</time>
                </dd>
              </>
            ) : null}
          </dl>
        </div>
      ) : (
        <StartVerification failedBefore={status.data.verification_status === 'failed'} />
      )}
    </Dialog>
  )
}

function StartVerification({ failedBefore }: { failedBefore: boolean }) {
  const start = useStartVerification()
  return (
    <div className="flex flex-col gap-4">
      {failedBefore ? (
        <div role="note" className="flex items-start gap-3 rounded-control bg-warning-soft p-4 text-warning-fg">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-bold">Previous Verification Failed</p>
            <p>Your last attempt could not confirm veteran status. You can try again.</p>
          </div>
        </div>
      ) : null}
      <p>
        Verify your military service with ID.me, a trusted identity service. Once verified, every story you share shows a
        Verified Veteran badge. Petfolk only learns whether you are a veteran and your branch.
      </p>
      <Button
        className="self-start"
        loading={start.isPending || start.isSuccess}
        loadingText="Redirecting..."
        onClick={() => start.mutate(undefined, { onError: () => toast.error(START_VERIFICATION_FAILED) })}
      >
        <ShieldCheck aria-hidden="true" className="size-5" />
        {failedBefore ? 'Try Again with ID.me' : 'Verify with ID.me'}
      </Button>
    </div>
  )
}
