import { useState, type ReactNode } from 'react'
import { CalendarPlus, Mail, MapPin, Phone, Plus, Stethoscope } from 'lucide-react'
import type { Veterinarian } from '@petfolk/contract/veterinarians'
import { isEmailAddress } from '@petfolk/contract/fields'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { SkeletonCards } from '../../ui/skeleton.tsx'
import { useVeterinarians } from './api/get-veterinarians.ts'
import { AddVeterinarianDialog } from './add-veterinarian-dialog.tsx'
import { telHref } from '../../lib/phone.ts'
import { PageHeader } from '../../ui/page-header.tsx'

const VET_SKELETON_COUNT = 3

export interface ScheduleDialogSlotProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The vet to preselect, when scheduling from a vet's card. */
  veterinarianId?: number
}

interface VeterinariansPageProps {
  /** The Schedule Appointment dialog, from the appointments area. */
  renderScheduleDialog: (props: ScheduleDialogSlotProps) => ReactNode
}

export function VeterinariansPage({ renderScheduleDialog }: VeterinariansPageProps) {
  const vets = useVeterinarians()
  const [adding, setAdding] = useState(false)
  // null: closed; 0: open without a vet chosen; otherwise the vet to preselect.
  const [schedulingWith, setSchedulingWith] = useState<number | null>(null)
  const list = vets.data ?? []

  return (
    <div className="flex flex-col gap-6">
      <title>Veterinarians · Petfolk</title>
      <PageHeader title="Veterinarians" description="Your clinics and vets, ready when you need to book or call.">
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setSchedulingWith(0)} disabled={list.length === 0}>
            <CalendarPlus aria-hidden="true" className="size-5" />
            Schedule Appointment
          </Button>
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-5" />
            Add Veterinarian
          </Button>
        </div>
      </PageHeader>

      <section aria-label="Veterinarians" aria-busy={vets.isPending}>
        {vets.isPending ? (
          <SkeletonCards count={VET_SKELETON_COUNT} cardClassName="h-56" label="Loading veterinarians" />
        ) : list.length > 0 ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((vet) => (
              <VetCard key={vet.id} vet={vet} onSchedule={() => setSchedulingWith(vet.id)} />
            ))}
          </ul>
        ) : (
          <div className="flex flex-col gap-4">
            {vets.isError ? (
              <LoadError variant="inline" error={vets.error} onRetry={() => void vets.refetch()} />
            ) : null}
            <EmptyState
              icon={Stethoscope}
              title="No veterinarians yet"
              hint="Add your clinic to book appointments and to call an emergency vet in one tap."
              action={
                <Button onClick={() => setAdding(true)}>
                  <Plus aria-hidden="true" className="size-5" />
                  Add Veterinarian
                </Button>
              }
            />
          </div>
        )}
      </section>

      <AddVeterinarianDialog open={adding} onOpenChange={setAdding} />
      {renderScheduleDialog({
        open: schedulingWith !== null,
        onOpenChange: (open) => {
          if (!open) setSchedulingWith(null)
        },
        veterinarianId: schedulingWith || undefined,
      })}
    </div>
  )
}

function VetCard({ vet, onSchedule }: { vet: Veterinarian; onSchedule: () => void }) {
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-raised">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-bold wrap-anywhere">{vet.clinic_name}</h2>
          {vet.doctor_name ? <p className="text-fg-muted">{vet.doctor_name}</p> : null}
        </div>
        {vet.is_emergency ? <Badge tone="danger">Emergency</Badge> : null}
      </div>
      <ul className="flex flex-col gap-1.5 text-sm">
        {vet.phone ? (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
            <a href={telHref(vet.phone)} className="font-semibold text-brand-fg underline underline-offset-2">
              <span className="sr-only">Call </span>
              {vet.phone}
            </a>
          </li>
        ) : null}
        {vet.email ? (
          <li className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
            {/* Saved before addresses were checked, it may be anything: only a real address becomes a link. */}
            {isEmailAddress(vet.email) ? (
              <a href={`mailto:${vet.email}`} className="break-all text-brand-fg underline underline-offset-2">
                {vet.email}
              </a>
            ) : (
              <span className="break-all">{vet.email}</span>
            )}
          </li>
        ) : null}
        {vet.address ? (
          <li className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
            <span>{vet.address}</span>
          </li>
        ) : null}
      </ul>
      {vet.specialties ? (
        <p className="text-sm">
          <span className="font-semibold">Specialties: </span>
          {vet.specialties}
        </p>
      ) : null}
      {vet.notes ? <p className="text-sm whitespace-pre-line text-fg-muted">{vet.notes}</p> : null}
      <div className="mt-auto pt-2">
        <Button variant="secondary" size="sm" onClick={onSchedule}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Schedule Appointment
          <span className="sr-only"> at {vet.clinic_name}</span>
        </Button>
      </div>
    </li>
  )
}
