import { useQuery } from '@tanstack/react-query'
import { toast } from 'sonner'
import { TriangleAlert } from 'lucide-react'
import type { ReportedLostPet } from '@petfolk/contract/lost-found/reports'
import { describeLoadError } from '../../../lib/api.ts'
import { Skeleton } from '../../../ui/skeleton.tsx'
import { petQueryOptions } from '../../pets/index.ts'
import { useReportLostPet } from './api/report-lost-pet.ts'
import { ReportDialog, useReporter } from '../shared/report-dialog.tsx'
import { newReportValues, ReportForm } from '../shared/report-form.tsx'
import { lostReportForm, valuesFromPet } from './report-lost-pet-form.tsx'

interface ReportLostPetDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Fill the form in from this pet of the owner's (the pet profile's Lost Pet action). */
  petId: number | null
  /** After a successful post; the page closes the dialog (in the same navigation as showing the report). */
  onReported: (report: ReportedLostPet) => void
}

export function alertedMessage(report: Pick<ReportedLostPet, 'pet_name' | 'alerted'>): string {
  if (report.alerted === 0) return `${report.pet_name} was reported. Share the flyer to spread the word.`
  return `${report.pet_name} was reported. ${report.alerted} ${report.alerted === 1 ? 'neighbour was' : 'neighbours were'} alerted.`
}

export function ReportLostPetDialog({ open, onOpenChange, petId, onReported }: ReportLostPetDialogProps) {
  return (
    <ReportDialog open={open} onOpenChange={onOpenChange} title="Report Lost Pet" description="Owners who watch this area get an alert as soon as you post.">
      <ReportLostPet petId={petId} onDone={() => onOpenChange(false)} onReported={onReported} />
    </ReportDialog>
  )
}

function ReportLostPet({ petId, onDone, onReported }: { petId: number | null; onDone: () => void; onReported: (report: ReportedLostPet) => void }) {
  const reporter = useReporter()
  const pet = useQuery({ ...petQueryOptions(petId ?? 0), enabled: petId !== null })
  const report = useReportLostPet()

  if (petId !== null && pet.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p className="text-fg-muted">Filling in your pet’s details...</p>
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <Skeleton className="h-36" />
      </div>
    )
  }

  const base = newReportValues(lostReportForm, reporter)
  const initialValues = pet.data ? valuesFromPet(pet.data, base) : base

  return (
    <div className="flex flex-col gap-4">
      {petId !== null && pet.isError ? (
        <p role="alert" className="flex items-center gap-2 rounded-control bg-warning-soft p-3 text-warning-fg">
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
          We could not load that pet’s details ({describeLoadError(pet.error)}). Please fill the form in yourself.
        </p>
      ) : null}
      <ReportForm
        kind={lostReportForm}
        initialValues={initialValues}
        alertZip={reporter.alertZip}
        onCancel={onDone}
        onSubmit={async (values) => {
          const saved = await report.mutateAsync(values)
          toast.success(alertedMessage(saved))
          onReported(saved)
        }}
      />
    </div>
  )
}
