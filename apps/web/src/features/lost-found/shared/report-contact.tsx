import { Mail, Phone } from 'lucide-react'
import { telHref } from '../../../lib/phone.ts'

interface ReportContactProps {
  /** Who the name belongs to: "Contact" on a lost report, "Finder" on a found one. */
  label: string
  name: string
  /** Null when the reporter keeps their phone private. */
  phone: string | null
  email: string | null
}

/** The full contact members see at the foot of a lost or found card. */
export function ReportContact({ label, name, phone, email }: ReportContactProps) {
  return (
    <div className="mt-auto flex flex-col gap-1.5 rounded-control bg-sunken p-3 text-sm">
      <p>
        <span className="text-fg-muted">{label} </span>
        <span className="font-bold wrap-anywhere">{name}</span>
      </p>
      {phone ? (
        <a href={telHref(phone)} className="inline-flex items-center gap-2 font-semibold text-brand-fg underline-offset-2 hover:underline">
          <Phone aria-hidden="true" className="size-4" />
          {phone}
        </a>
      ) : null}
      {email ? (
        <a href={`mailto:${email}`} className="inline-flex items-center gap-2 font-semibold break-all text-brand-fg underline-offset-2 hover:underline">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {email}
        </a>
      ) : null}
    </div>
  )
}
