import { useState } from 'react'
import { FilePlus2 } from 'lucide-react'
import { Button } from '../../ui/button.tsx'
import { MedicalRecordDialog } from './medical-record-dialog.tsx'

/** The pet page's quick action: opens the Add Medical Record form. */
export function AddMedicalRecordAction({ petId, petName }: { petId: number; petName: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" className="justify-start" onClick={() => setOpen(true)}>
        <FilePlus2 aria-hidden="true" className="size-5" />
        Add Medical Record
      </Button>
      <MedicalRecordDialog open={open} onOpenChange={setOpen} petId={petId} petName={petName} />
    </>
  )
}
