import { useState } from 'react'
import { Link } from 'react-router'
import { PhoneCall, Siren } from 'lucide-react'
import { emergencyVet } from '@petfolk/contract/veterinarians'
import { describeLoadError } from '../../lib/api.ts'
import { Button, buttonClasses } from '../../ui/button.tsx'
import { useVeterinarians } from './api/get-veterinarians.ts'
import { telHref } from '../../lib/phone.ts'

export const NO_EMERGENCY_VET_MESSAGE =
  'No emergency veterinarian contact found. Please add an emergency vet in the Veterinarians section.'

/** Quick action: calls the first emergency vet that has a phone, or says how to add one. */
export function EmergencyContactAction() {
  const vets = useVeterinarians()
  const [message, setMessage] = useState<string | null>(null)
  const vet = vets.data ? emergencyVet(vets.data) : undefined

  if (vet?.phone) {
    return (
      // The number is what matters in an emergency: it gets its own line and is never cut off; a long clinic name wraps instead.
      <a href={telHref(vet.phone)} className={buttonClasses({ variant: 'secondary', className: 'h-auto justify-start py-2 text-left' })}>
        <PhoneCall aria-hidden="true" className="size-5 shrink-0" />
        {/* The button look keeps text on one line; here the words may wrap. */}
        <span className="flex min-w-0 flex-col whitespace-normal">
          <span>Emergency Contact</span>
          <span className="text-sm font-normal wrap-anywhere text-fg-muted">Call {vet.clinic_name}</span>
          <span className="text-sm whitespace-nowrap tabular">
            {vet.phone}
          </span>
        </span>
      </a>
    )
  }

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        className="justify-start"
        loading={vets.isPending}
        loadingText="Emergency Contact"
        onClick={() => setMessage(vets.isError ? describeLoadError(vets.error) : NO_EMERGENCY_VET_MESSAGE)}
      >
        <Siren aria-hidden="true" className="size-5" />
        Emergency Contact
      </Button>
      <div role="alert" className="empty:hidden">
        {message ? (
          <div className="flex flex-col items-start gap-2 rounded-control bg-warning-soft p-3 text-sm text-warning-fg">
            <p className="font-semibold">{message}</p>
            <Link to="/veterinarians" className="font-semibold underline underline-offset-2">
              Go to Veterinarians
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  )
}
