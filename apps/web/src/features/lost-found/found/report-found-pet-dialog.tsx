import { toast } from 'sonner'
import type { FoundPet } from '@petfolk/contract/found-pets'
import { displayName } from '@petfolk/contract/users'
import { useAuth } from '../../../auth/auth-context.ts'
import { Dialog } from '../../../ui/dialog.tsx'
import { useAlertPreferences } from '../alerts/api/get-alert-preferences.ts'
import { useReportFoundPet } from './api/report-found-pet.ts'
import { initialFoundValues, ReportFoundPetForm } from './report-found-pet-form.tsx'

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
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Report Found Pet"
      description="Found a pet, or saw one loose? Neighbours who watch this area are alerted as soon as you post."
      className="sm:max-w-2xl"
    >
      {open ? <ReportFoundPet onDone={() => onOpenChange(false)} onReported={onReported} /> : null}
    </Dialog>
  )
}

function ReportFoundPet({ onDone, onReported }: { onDone: () => void; onReported: (report: FoundPet) => void }) {
  const { user } = useAuth()
  const preferences = useAlertPreferences()
  const report = useReportFoundPet()
  const alertZip = preferences.data?.zip_codes[0]
  return (
    <ReportFoundPetForm
      initialValues={initialFoundValues({ zip: alertZip, contactName: user ? displayName(user) : undefined, contactEmail: user?.email })}
      alertZip={alertZip}
      onCancel={onDone}
      onSubmit={async (values) => {
        const { alerted, ...saved } = await report.mutateAsync(values)
        toast.success(foundAlertedMessage(alerted))
        onReported(saved)
      }}
    />
  )
}
