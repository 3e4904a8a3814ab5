import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { toast } from 'sonner'
import { ArrowLeft, FileHeart, Pencil, Phone, SearchAlert, SearchX, Zap } from 'lucide-react'
import { isEmailAddress } from '@petfolk/contract/fields'
import { ageInYears, type Pet, type PetValues } from '@petfolk/contract/pets'
import type { EmergencyContact } from '@petfolk/contract/settings'
import { ApiError } from '../../lib/api.ts'
import { formatDate } from '../../lib/format.ts'
import { telHref } from '../../lib/phone.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button, buttonClasses } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { usePet } from './api/get-pet.ts'
import { useUpdatePet } from './api/save-pet.ts'
import { ageLabel, capitalize } from './pet-labels.ts'
import { PetForm, petToFormValues } from './pet-form.tsx'
import { PetPhoto } from './pet-photo.tsx'
import { parseRouteId } from '../../lib/route-id.ts'

export const PET_NOT_FOUND_MESSAGE = 'Pet not found'

interface PetDetailPageProps {
  /** The pet's Medical Records list, from the medical-records area. */
  renderMedicalRecords: (pet: Pet) => ReactNode
  /** The Add Medical Record quick action (it opens the form), from the medical-records area. */
  renderAddMedicalRecord: (pet: Pet) => ReactNode
  /** The Emergency contact quick action, from the veterinarians area. */
  emergencyContact: ReactNode
  /** The owner's own emergency contacts, from Settings; undefined while loading or unavailable. */
  ownerContacts?: EmergencyContact[]
}

export function PetDetailPage(props: PetDetailPageProps) {
  const id = parseRouteId(useParams().id)
  if (id === null) return <PetNotFound />
  // Keyed by id so moving between pets never shows one pet's edit form for another.
  return <PetDetail key={id} id={id} {...props} />
}

function PetNotFound() {
  return (
    <div className="flex flex-col gap-6">
      <title>{`${PET_NOT_FOUND_MESSAGE} · Petfolk`}</title>
      <BackToPets />
      <EmptyState
        icon={SearchX}
        title={PET_NOT_FOUND_MESSAGE}
        headingLevel={2}
        hint="It may have been deleted, or the address is not quite right."
        action={
          <Link to="/pets" className={buttonClasses()}>
            Go to My Pets
          </Link>
        }
      />
    </div>
  )
}

function BackToPets() {
  return (
    <Link to="/pets" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 self-start' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      My Pets
    </Link>
  )
}

function PetDetail({ id, renderMedicalRecords, renderAddMedicalRecord, emergencyContact, ownerContacts }: PetDetailPageProps & { id: number }) {
  const pet = usePet(id)
  const [editing, setEditing] = useState(false)
  // Leaving the edit form removes the control that had focus: the pet's heading takes it instead.
  const focusHeadingRef = useRef(false)
  const stopEditing = () => {
    focusHeadingRef.current = true
    setEditing(false)
  }

  if (pet.isPending) {
    return (
      <div role="status" aria-label="Loading pet" className="flex flex-col gap-6">
        <Skeleton className="h-9 w-28" />
        <div className="flex items-center gap-4">
          <Skeleton className="size-24 rounded-card sm:size-32" />
          <div className="flex grow flex-col gap-3">
            <Skeleton className="h-9 w-1/2" />
            <Skeleton className="h-5 w-1/3" />
          </div>
        </div>
        <Skeleton className="h-72 w-full rounded-card" />
      </div>
    )
  }
  if (pet.isError) {
    if (pet.error instanceof ApiError && pet.error.status === 404) return <PetNotFound />
    return (
      <div className="flex flex-col gap-6">
        <title>Pet Details · Petfolk</title>
        <BackToPets />
        <h1 className="text-3xl font-extrabold">Pet Details</h1>
        <LoadError variant="inline" error={pet.error} onRetry={() => void pet.refetch()} />
      </div>
    )
  }

  const data = pet.data
  if (editing) return <EditPet pet={data} onDone={stopEditing} />

  const age = ageInYears(data.date_of_birth)
  return (
    <div className="flex flex-col gap-6">
      <title>{`${data.name} · Petfolk`}</title>
      <BackToPets />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <PetPhoto
          pet={data}
          loading="eager"
          width={300}
          height={400}
          className="aspect-[3/4] w-28 shrink-0 overflow-hidden rounded-card border border-line sm:w-32"
        />
        <div className="flex grow flex-col gap-2">
          <h1
            tabIndex={-1}
            ref={(heading) => {
              if (heading && focusHeadingRef.current) {
                focusHeadingRef.current = false
                heading.focus()
              }
            }}
            className="text-3xl font-extrabold wrap-anywhere outline-none"
          >
            {data.name}
          </h1>
          <p className="text-lg text-fg-muted">{[capitalize(data.species), data.breed].filter(Boolean).join(' · ')}</p>
          <div className="flex flex-wrap gap-2">
            <Badge tone={data.is_spayed_neutered ? 'success' : 'neutral'}>{data.is_spayed_neutered ? 'Fixed' : 'Not Fixed'}</Badge>
            {age !== null ? <Badge tone="brand">{ageLabel(age)}</Badge> : null}
            {data.sex ? <Badge>{capitalize(data.sex)}</Badge> : null}
          </div>
        </div>
        <Button variant="secondary" onClick={() => setEditing(true)} className="self-start sm:self-center">
          <Pencil aria-hidden="true" className="size-4" />
          Edit Pet
        </Button>
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Card className="flex flex-col gap-4">
            <div className="flex items-center justify-between gap-3">
              <h2 className="text-xl font-bold">Pet Details</h2>
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label="Edit pet details">
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Button>
            </div>
            <DetailList
              twoColumns
              items={[
                ['Species', capitalize(data.species)],
                ['Breed', data.breed],
                ['Sex', data.sex ? capitalize(data.sex) : null],
                ['Date of Birth', data.date_of_birth ? formatDate(data.date_of_birth) : null],
                ['Weight', data.weight_lbs !== null ? `${data.weight_lbs} lbs` : null],
                ['Color', data.color],
                ['Microchip ID', data.microchip_id],
                ['Spayed/Neutered', data.is_spayed_neutered ? 'Yes' : 'No'],
              ]}
            />
            {data.notes ? (
              <div className="border-t border-line pt-4">
                <h3 className="text-sm font-semibold text-fg-muted">Notes</h3>
                <p className="mt-1 whitespace-pre-line">{data.notes}</p>
              </div>
            ) : null}
          </Card>
          {renderMedicalRecords(data)}
        </div>

        <div className="flex flex-col gap-6">
          <Card className="flex flex-col gap-3">
            <h2 className="flex items-center gap-2 text-xl font-bold">
              <Zap aria-hidden="true" className="size-5 text-brand-fg" />
              Quick Actions
            </h2>
            {renderAddMedicalRecord(data)}
            {emergencyContact}
            {ownerContacts ? <OwnerContacts contacts={ownerContacts} /> : null}
            <Link
              to={`/pets/${data.id}/health-record`}
              className={buttonClasses({ variant: 'secondary', className: 'justify-start' })}
            >
              <FileHeart aria-hidden="true" className="size-5" />
              Health Record
            </Link>
            <Link
              to={`/lost-pets?petId=${data.id}`}
              className={buttonClasses({ variant: 'secondary', className: 'justify-start' })}
            >
              <SearchAlert aria-hidden="true" className="size-5" />
              Lost Pet
            </Link>
          </Card>
          <Card className="flex flex-col gap-4">
            <h2 className="text-xl font-bold">Owner</h2>
            <DetailList
              items={[
                ['Name', data.owner_name],
                ['Phone', data.owner_phone ? <a href={telHref(data.owner_phone)} className="text-brand-fg underline underline-offset-2">{data.owner_phone}</a> : null],
                // Saved before addresses were checked, it may be anything: only a real address becomes a link.
                ['E-mail', data.owner_email && isEmailAddress(data.owner_email) ? <a href={`mailto:${data.owner_email}`} className="wrap-anywhere text-brand-fg underline underline-offset-2">{data.owner_email}</a> : data.owner_email],
                ['Address', data.owner_address],
              ]}
            />
          </Card>
          <Card className="flex flex-col gap-4">
            <h2 className="text-xl font-bold">Emergency Contact</h2>
            <DetailList
              items={[
                ['Name', data.emergency_contact_name],
                [
                  'Phone',
                  data.emergency_contact_phone ? (
                    <a href={`tel:${data.emergency_contact_phone}`} className="text-brand-fg underline underline-offset-2">
                      {data.emergency_contact_phone}
                    </a>
                  ) : null,
                ],
              ]}
            />
          </Card>
        </div>
      </div>
    </div>
  )
}

/** After the emergency vet: the people the owner listed in Settings, one tap to call. */
function OwnerContacts({ contacts }: { contacts: EmergencyContact[] }) {
  if (contacts.length === 0) {
    return (
      <p className="text-sm text-fg-muted">
        No emergency contacts yet.{' '}
        <Link to="/settings" className="font-semibold text-brand-fg underline underline-offset-2">
          Add them in Settings
        </Link>
      </p>
    )
  }
  return (
    <ul aria-label="Your emergency contacts" className="flex flex-col gap-2">
      {contacts.map((contact) => (
        <li key={contact.id}>
          <a
            href={telHref(contact.phone)}
            className={buttonClasses({ variant: 'ghost', className: 'h-auto w-full justify-start py-2 text-left' })}
          >
            <Phone aria-hidden="true" className="size-5 shrink-0" />
            <span className="flex min-w-0 flex-col">
              <span className="truncate">Call {contact.name}</span>
              <span className="truncate text-sm font-normal text-fg-muted">
                {[contact.relationship, contact.phone].filter(Boolean).join(' · ')}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}

function DetailList({ items, twoColumns = false }: { items: [label: string, value: ReactNode][]; twoColumns?: boolean }) {
  return (
    <dl className={twoColumns ? 'grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2' : 'grid grid-cols-1 gap-y-3 sm:grid-cols-2 lg:grid-cols-1'}>
      {items.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="text-sm font-semibold text-fg-muted">{label}</dt>
          <dd className="wrap-anywhere">{value ?? <span className="text-fg-muted">Not recorded</span>}</dd>
        </div>
      ))}
    </dl>
  )
}

function EditPet({ pet, onDone }: { pet: Pet; onDone: () => void }) {
  const update = useUpdatePet(pet.id)
  const [initialValues] = useState(() => petToFormValues(pet))
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])

  const save = async (values: PetValues) => {
    const saved = await update.mutateAsync(values)
    toast.success(`${saved.name} was updated.`)
    onDone()
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <title>{`Edit ${pet.name} · Petfolk`}</title>
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-extrabold outline-none">
        Edit {pet.name}
      </h1>
      <Card>
        <PetForm
          initialValues={initialValues}
          onSave={save}
          submitLabel="Save Changes"
          secondaryActions={
            <Button variant="secondary" onClick={onDone}>
              Cancel
            </Button>
          }
        />
      </Card>
    </div>
  )
}
