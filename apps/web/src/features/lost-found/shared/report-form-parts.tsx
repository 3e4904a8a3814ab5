import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { CircleAlert, Send } from 'lucide-react'
import { Button } from '../../../ui/button.tsx'
import { FormAlert } from '../../../ui/form-alert.tsx'

/** The pieces the lost and the found report forms share, so both read and behave alike. */

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-3 text-lg font-bold">{title}</legend>
      {children}
    </fieldset>
  )
}

type ContactField = 'contact_name' | 'contact_phone' | 'contact_email'

/** Name, phone, e-mail and whether the public page shows the phone; each form draws its own text fields. */
export function ContactFields({
  textField,
  showPhone,
}: {
  textField: (field: ContactField, label: string, props: Record<string, unknown>) => ReactNode
  showPhone: UseFormRegisterReturn
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {textField('contact_name', 'Contact Name', { autoComplete: 'name', maxLength: 120 })}
        {textField('contact_phone', 'Contact Phone', { type: 'tel', autoComplete: 'tel', maxLength: 40 })}
      </div>
      {textField('contact_email', 'Contact Email', { type: 'email', autoComplete: 'email', maxLength: 254 })}
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
        <input type="checkbox" {...showPhone} className="size-5 shrink-0 accent-brand" />
        Show my phone number on the public page
      </label>
      <p className="-mt-2 text-sm text-fg-muted">
        Your e-mail stays private: only you see it. Your phone goes to other members, the public page, alert e-mails and flyers only if
        you tick this box. Anyone can still write to you through the report page.
      </p>
    </>
  )
}

/** Why the post failed, then Cancel and Post; Post waits while a photo is still uploading. */
export function ReportFormFooter({
  failure,
  onCancel,
  photoBusy,
  submitting,
  submitLabel,
}: {
  failure: string | null
  onCancel: () => void
  photoBusy: boolean
  submitting: boolean
  submitLabel: string
}) {
  return (
    <>
      <FormAlert message={failure} icon={CircleAlert} />

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={photoBusy} loading={submitting} loadingText="Posting...">
          <Send aria-hidden="true" className="size-4" />
          {submitLabel}
        </Button>
      </div>
    </>
  )
}
