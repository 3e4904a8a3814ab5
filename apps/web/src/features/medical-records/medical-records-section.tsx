import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { FilePlus2, NotebookPen, Pencil, Trash2 } from 'lucide-react'
import { localToday } from '@petfolk/contract/fields'
import type { MedicalRecord } from '@petfolk/contract/medical-records'
import { describeActionError } from '../../lib/api.ts'
import { formatDate } from '../../lib/format.ts'
import { listLoadFailed } from '../../lib/use-paged-list.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadErrorReason } from '../../ui/load-error.tsx'
import { LoadMoreButton } from '../../ui/load-more-button.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useMedicalRecords } from './api/get-medical-records.ts'
import { useDeleteMedicalRecord } from './api/save-medical-record.ts'
import { MedicalRecordDialog } from './medical-record-dialog.tsx'
import { dueState, RECORD_TYPE_ICONS, RECORD_TYPE_LABELS, RECORD_TYPE_TONES } from './record-labels.ts'

const DELETE_RECORD_FAILED = 'Failed to delete the medical record. Please try again.'

/** The pet page's Medical Records list: newest first, each with Edit and Delete. */
export function MedicalRecordsSection({ petId, petName }: { petId: number; petName: string }) {
  const records = useMedicalRecords(petId)
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<MedicalRecord | null>(null)
  const [deleting, setDeleting] = useState<MedicalRecord | null>(null)
  const remove = useDeleteMedicalRecord(petId)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const list = records.data ?? []
  const today = localToday()

  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`${deleting.title} was deleted.`)
        setDeleting(null)
      },
      onError: (error) => toast.error(describeActionError(error, DELETE_RECORD_FAILED)),
    })
  }

  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none">
          Medical Records
        </h2>
        <Button variant="ghost" size="sm" onClick={() => setAdding(true)}>
          <FilePlus2 aria-hidden="true" className="size-4" />
          Add Record
        </Button>
      </div>

      {records.isPending ? (
        <div role="status" aria-label="Loading medical records" className="flex flex-col gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : list.length > 0 ? (
        <>
          <ul className="flex flex-col divide-y divide-line">
            {list.map((record) => (
              <RecordItem
                key={record.id}
                record={record}
                today={today}
                onEdit={() => setEditing(record)}
                onDelete={() => setDeleting(record)}
              />
            ))}
          </ul>
          <LoadMoreButton query={records} />
        </>
      ) : (
        <div className="flex flex-col gap-3">
          {listLoadFailed(records) ? (
            <LoadErrorReason error={records.error} />
          ) : null}
          <EmptyState
            icon={NotebookPen}
            title="No medical records yet"
            hint="Vaccinations, medications and vet visits you add will show here, with reminders when something is due."
          />
        </div>
      )}

      <MedicalRecordDialog open={adding} onOpenChange={setAdding} petId={petId} petName={petName} />
      <MedicalRecordDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null)
        }}
        petId={petId}
        petName={petName}
        record={editing ?? undefined}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        title="Delete this medical record?"
        description={deleting ? `“${deleting.title}” will be removed from ${petName}’s records. This cannot be undone.` : ''}
        confirmLabel="Delete Record"
        confirmingLabel="Deleting..."
        confirming={remove.isPending}
        onConfirm={confirmDelete}
        onCloseAutoFocus={(event) => {
          // After a delete the record's buttons are gone: focus the list heading instead.
          if (remove.isSuccess) {
            event.preventDefault()
            headingRef.current?.focus()
            remove.reset()
          }
        }}
      />
    </Card>
  )
}

function RecordItem({
  record,
  today,
  onEdit,
  onDelete,
}: {
  record: MedicalRecord
  today: string
  onEdit: () => void
  onDelete: () => void
}) {
  const Icon = RECORD_TYPE_ICONS[record.record_type]
  const due = dueState(record.next_due_date, today)
  const medication = [record.medication_name, record.dosage, record.frequency].filter(Boolean).join(' · ')
  const where = [record.clinic_name, record.doctor_name].filter(Boolean).join(' · ')
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-fg">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="flex min-w-0 grow flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-bold wrap-anywhere">{record.title}</h3>
          <Badge tone={RECORD_TYPE_TONES[record.record_type]}>{RECORD_TYPE_LABELS[record.record_type]}</Badge>
          {due === 'overdue' ? <Badge tone="danger">Overdue</Badge> : null}
          {due === 'soon' ? <Badge tone="warning">Due soon</Badge> : null}
        </div>
        <p className="flex flex-wrap gap-x-4 text-sm text-fg-muted">
          {record.date_recorded ? <span>Recorded {formatDate(record.date_recorded)}</span> : null}
          {record.next_due_date ? <span>Next due {formatDate(record.next_due_date)}</span> : null}
        </p>
        {where ? <p className="text-sm">{where}</p> : null}
        {medication ? <p className="text-sm">{medication}</p> : null}
        {record.description ? <p className="text-sm whitespace-pre-line text-fg-muted">{record.description}</p> : null}
      </div>
      <div className="flex shrink-0 gap-1">
        <Button variant="ghost" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {record.title}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete<span className="sr-only"> {record.title}</span>
        </Button>
      </div>
    </li>
  )
}
