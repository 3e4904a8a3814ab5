import { Link, useParams } from 'react-router'
import { ArrowLeft, Printer, SearchX } from 'lucide-react'
import { ApiError } from '../../lib/api.ts'
import { Button, buttonClasses } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useHealthRecord } from './api/get-health-record.ts'
import { HealthRecordDocument } from './health-record-document.tsx'
import { ShareLinksPanel } from './share-links-panel.tsx'
import { parseRouteId } from '../../lib/route-id.ts'

/** /pets/:id/health-record: the printable record, with vet share links (the shell and controls hide on paper). */
export function HealthRecordPage() {
  const id = parseRouteId(useParams().id)
  const record = useHealthRecord(id)

  const back = (
    <Link to={id ? `/pets/${id}` : '/pets'} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Pet
    </Link>
  )

  if (id === null || record.isError) {
    const missing = id === null || (record.error instanceof ApiError && record.error.status === 404)
    return (
      <div className="flex flex-col gap-6">
        <title>Health Record · Petfolk</title>
        <div>{back}</div>
        <h1 className="sr-only">Health Record</h1>
        {missing ? (
          <EmptyState icon={SearchX} title="Pet not found" hint="It may have been deleted, or the address is not quite right." />
        ) : (
          <LoadError variant="inline" error={record.error} onRetry={() => void record.refetch()} />
        )}
      </div>
    )
  }

  if (record.isPending) {
    return (
      <div role="status" aria-label="Loading health record" className="flex flex-col gap-6">
        <div>{back}</div>
        <Skeleton className="mx-auto h-[32rem] w-full max-w-4xl rounded-card" />
      </div>
    )
  }

  const { pet } = record.data
  return (
    <div className="flex flex-col gap-6 print:gap-0">
      <title>{`${pet.name} · Health Record · Petfolk`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        {back}
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          Print
        </Button>
      </div>
      <HealthRecordDocument record={record.data} footer={<>Printed from Petfolk.</>} />
      <ShareLinksPanel petId={pet.id} petName={pet.name} />
    </div>
  )
}
