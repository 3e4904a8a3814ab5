import { toast } from 'sonner'
import type { FoundPet } from '@petfolk/contract/lost-found/found'
import { ReportDialog, useReporter } from '../shared/report-dialog.tsx'
import { newReportValues, ReportForm } from '../shared/report-form.tsx'
import { useReportFoundPet } from './api/report-found-pet.ts'
import { foundReportForm } from './report-found-pet-form.tsx'

export function foundAlertedMessage(alerted: number): string {
  if (alerted === 0) return 'Your found-pet report is posted. Share it or print the flyer to spread the word.'
  return `Your found-pet report is posted. ${alerted} ${alerted === 1 ? 'neighbour was' : 'neighbours were'} alerted.`
}

interface ReportFoundPetDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onReported: (report: FoundPet) => void
}

export function ReportFoundPetDialog({ open, onOpenChange, onReported }: ReportFoundPetDialogProps) {
  return (
    <ReportDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Report Found Pet"
      description="Found a pet, or saw one loose? Neighbours who watch this area are alerted as soon as you post."
    >
      <ReportFoundPet onDone={() => onOpenChange(false)} onReported={onReported} />
    </ReportDialog>
  )
}

function ReportFoundPet({ onDone, onReported }: { onDone: () => void; onReported: (report: FoundPet) => void }) {
  const reporter = useReporter()
  const report = useReportFoundPet()
  return (
    <ReportForm
      kind={foundReportForm}
      initialValues={newReportValues(foundReportForm, reporter)}
      alertZip={reporter.alertZip}
      onCancel={onDone}
      onSubmit={async (values) => {
        const { alerted, ...saved } = await report.mutateAsync(values)
        toast.success(foundAlertedMessage(alerted))
        onReported(saved)
      }}
    />
  )
}
