import type { ReactNode } from 'react'
import { localToday } from '@petfolk/contract/fields'
import { dueDates, type HealthRecord } from '@petfolk/contract/health-records'
import { RECORD_TYPE_LABELS } from '@petfolk/contract/medical-records'
import { ageInYears } from '@petfolk/contract/pets'
import { formatDate } from '../../lib/format.ts'
import { telHref } from '../../lib/phone.ts'
import { photoSrc } from '../../lib/photo.ts'

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * One pet's health record as a document: always dark ink on white, on screen as on paper, so
 * printing to PDF looks the same in either theme.
 */
export function HealthRecordDocument({ record, footer }: { record: HealthRecord; footer?: ReactNode }) {
  const { pet, medical_records: records, veterinarians: vets } = record
  const photo = photoSrc(pet.photo_url)
  const age = ageInYears(pet.date_of_birth)
  const due = dueDates(records, localToday())

  return (
    <article
      aria-labelledby="health-record-title"
      className="mx-auto flex w-full max-w-4xl flex-col gap-8 rounded-card border border-line bg-white p-6 text-grey-900 shadow-raised sm:p-10 print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-col gap-4 border-b-2 border-grey-900 pb-4 sm:flex-row sm:items-center">
        {photo ? (
          <img src={photo} alt={`Photo of ${pet.name}`} width={120} height={160} className="aspect-[3/4] w-24 shrink-0 rounded-control object-cover" />
        ) : null}
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold tracking-wide text-grey-700 uppercase">Health Record</p>
          <h1 id="health-record-title" className="text-3xl font-extrabold wrap-anywhere">
            {pet.name}
          </h1>
          <p className="text-grey-700">
            {[capitalize(pet.species), pet.breed, age !== null ? `${age} year${age === 1 ? '' : 's'} old` : null].filter(Boolean).join(' · ')}
          </p>
        </div>
      </header>

      <DocumentSection title="Pet Details">
        <DetailGrid
          items={[
            ['Species', capitalize(pet.species)],
            ['Breed', pet.breed],
            ['Sex', pet.sex ? capitalize(pet.sex) : null],
            ['Date of Birth', pet.date_of_birth ? formatDate(pet.date_of_birth) : null],
            ['Weight', pet.weight_lbs !== null ? `${pet.weight_lbs} lbs` : null],
            ['Color', pet.color],
            ['Microchip ID', pet.microchip_id],
            ['Spayed/Neutered', pet.is_spayed_neutered ? 'Yes' : 'No'],
            ['Owner', [pet.owner_name, pet.owner_phone, pet.owner_email].filter(Boolean).join(' · ') || null],
            ['Emergency Contact', [pet.emergency_contact_name, pet.emergency_contact_phone].filter(Boolean).join(' · ') || null],
          ]}
        />
        {pet.notes ? <p className="mt-3 whitespace-pre-line">{pet.notes}</p> : null}
      </DocumentSection>

      <DocumentSection title="Due Dates">
        {due.length === 0 ? (
          <p className="text-grey-700">Nothing due.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {due.map((r) => (
              <li key={r.id} className="flex flex-wrap justify-between gap-2 border-b border-grey-200 pb-2 break-inside-avoid">
                <span className="font-semibold">{r.title}</span>
                {r.overdue ? (
                  // Ink and words, not a theme colour: the document stays dark on white and is often printed in black and white.
                  <span className="tabular font-bold">Overdue · was due {formatDate(r.next_due_date)}</span>
                ) : (
                  <span className="tabular">Due {formatDate(r.next_due_date)}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </DocumentSection>

      <DocumentSection title="Medical Records">
        {records.length === 0 ? (
          <p className="text-grey-700">No medical records yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm">
              <thead>
                <tr className="border-b-2 border-grey-300">
                  <th scope="col" className="py-2 pr-3">Date</th>
                  <th scope="col" className="py-2 pr-3">Record</th>
                  <th scope="col" className="py-2 pr-3">Type</th>
                  <th scope="col" className="py-2 pr-3">Clinic</th>
                  <th scope="col" className="py-2">Next Due</th>
                </tr>
              </thead>
              <tbody>
                {records.map((r) => (
                  <tr key={r.id} className="border-b border-grey-200 align-top break-inside-avoid">
                    <td className="py-2 pr-3 whitespace-nowrap">{r.date_recorded ? formatDate(r.date_recorded) : '—'}</td>
                    <td className="py-2 pr-3">
                      <span className="font-semibold">{r.title}</span>
                      {r.medication_name ? (
                        <span className="block text-grey-700">
                          {[r.medication_name, r.dosage, r.frequency].filter(Boolean).join(' · ')}
                        </span>
                      ) : null}
                      {r.description ? <span className="block whitespace-pre-line text-grey-700">{r.description}</span> : null}
                    </td>
                    <td className="py-2 pr-3">{RECORD_TYPE_LABELS[r.record_type]}</td>
                    <td className="py-2 pr-3">{[r.clinic_name, r.doctor_name].filter(Boolean).join(' · ') || '—'}</td>
                    <td className="py-2 whitespace-nowrap">{r.next_due_date ? formatDate(r.next_due_date) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </DocumentSection>

      <DocumentSection title="Veterinarians">
        {vets.length === 0 ? (
          <p className="text-grey-700">No veterinarians recorded.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 print:grid-cols-2">
            {vets.map((vet) => (
              <li key={vet.id} className="flex flex-col gap-0.5 break-inside-avoid">
                <span className="font-semibold">
                  {vet.clinic_name}
                  {vet.is_emergency ? <span className="font-normal text-grey-700"> · Emergency</span> : null}
                </span>
                {vet.doctor_name ? <span>{vet.doctor_name}</span> : null}
                {vet.phone ? (
                  <a href={telHref(vet.phone)} className="text-grey-900 underline underline-offset-2">
                    {vet.phone}
                  </a>
                ) : null}
                {vet.address ? <span className="text-grey-700">{vet.address}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </DocumentSection>

      {footer ? <footer className="border-t border-grey-200 pt-4 text-sm text-grey-700">{footer}</footer> : null}
    </article>
  )
}

function DocumentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">{title}</h2>
      {children}
    </section>
  )
}

function DetailGrid({ items }: { items: [label: string, value: string | null][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 print:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="flex flex-col break-inside-avoid">
          <dt className="text-sm font-semibold text-grey-700">{label}</dt>
          <dd className="wrap-anywhere">{value ?? <span className="text-grey-700">Not recorded</span>}</dd>
        </div>
      ))}
    </dl>
  )
}
