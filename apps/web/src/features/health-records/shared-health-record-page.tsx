import { useParams } from 'react-router'
import { Link2Off, Printer } from 'lucide-react'
import { ApiError } from '../../lib/api.ts'
import { formatTimestamp } from '../../lib/timestamps.ts'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadErrorReason } from '../../ui/load-error.tsx'
import { Logo } from '../../ui/logo.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { ThemeToggle } from '../../ui/theme-toggle.tsx'
import { useSharedHealthRecord } from './api/get-shared-health-record.ts'
import { HealthRecordDocument } from './health-record-document.tsx'

export const LINK_GONE_TITLE = 'This link has expired or was revoked'

/** /shared/health-records/:token, outside the shell: a read-only, printable record for a vet. */
export function SharedHealthRecordPage() {
  const token = useParams().token ?? ''
  const record = useSharedHealthRecord(token)

  return (
    <div className="min-h-dvh bg-canvas text-fg print:bg-white">
      {/* The token is in this page's address: never send it on to another site. */}
      <meta name="referrer" content="no-referrer" />
      <meta name="robots" content="noindex" />
      <header className="border-b border-line bg-surface print:hidden">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
          <Logo />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:py-8 print:max-w-none print:p-0">
        {record.isPending ? (
          <div role="status" aria-label="Loading health record">
            <Skeleton className="mx-auto h-[32rem] w-full max-w-4xl rounded-card" />
          </div>
        ) : record.isError ? (
          <>
            <title>Health Record · Petfolk</title>
            <h1 className="sr-only">Shared health record</h1>
            {record.error instanceof ApiError && record.error.status === 404 ? (
              <EmptyState
                icon={Link2Off}
                title={LINK_GONE_TITLE}
                headingLevel={2}
                hint="Ask the pet's owner for a new link."
              />
            ) : (
              <LoadErrorReason error={record.error} />
            )}
          </>
        ) : (
          <>
            <title>{`${record.data.pet.name} · Health Record · Petfolk`}</title>
            <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
              <p className="text-fg-muted">
                Shared by the pet&rsquo;s owner, read-only. This link works until {formatTimestamp(record.data.expires_at)}.
              </p>
              <Button onClick={() => window.print()}>
                <Printer aria-hidden="true" className="size-5" />
                Print
              </Button>
            </div>
            <HealthRecordDocument
              record={record.data}
              footer={<>Shared from Petfolk. This copy was valid until {formatTimestamp(record.data.expires_at)}.</>}
            />
          </>
        )}
      </main>
    </div>
  )
}
