import { useMemo } from 'react'
import { cx } from '../../../lib/cx.ts'
import { telHref } from '../../../lib/phone.ts'
import { photoSrc } from '../../../lib/photo.ts'
import { SPECIES_ICONS, type LostPetSpecies, type ReportTone } from './labels.ts'
import { qrCodeDataUrl } from './qr-code.ts'

export interface FlyerFact {
  term: string
  /** Bold first line (a date). */
  lead?: string
  text: string
  /** Spans both columns (long free text). */
  wide?: boolean
}

/** What a poster shows of a lost or found report as its reporter wrote it. */
interface FlyerReport {
  photo_url: string | null
  species: LostPetSpecies
  distinctive_markings: string | null
  additional_details: string | null
  contact_name: string
  contact_phone: string | null
  show_contact_phone: boolean
}

export interface FlyerPosterProps {
  /** The word across the top: MISSING, FOUND, SEEN LOOSE. */
  banner: string
  tone: ReportTone
  heading: string
  details: string
  /** A line under the details (the reward). */
  note: string | null
  report: FlyerReport
  photoAlt: string
  /** When and where the pet was last seen, found or seen loose: the first fact. */
  seen: FlyerFact
  contactHeading: string
  /** The public page the QR code opens. */
  url: string
  qrAlt: string
}

const BANNER_COLOURS: Record<ReportTone, string> = {
  alarm: 'bg-[#b42318]',
  good: 'bg-[#17612f]',
  notice: 'bg-[#1d4e89]',
}

/** A printable poster, lost or found: always dark ink on white, on screen as on paper. */
export function FlyerPoster({ banner, tone, heading, details, note, report, photoAlt, seen, contactHeading, url, qrAlt }: FlyerPosterProps) {
  const qr = useMemo(() => qrCodeDataUrl(url), [url])
  const src = photoSrc(report.photo_url)
  const Icon = SPECIES_ICONS[report.species]
  const facts: FlyerFact[] = [
    seen,
    ...(report.distinctive_markings ? [{ term: 'Distinctive markings', text: report.distinctive_markings }] : []),
    ...(report.additional_details ? [{ term: 'More details', text: report.additional_details, wide: true }] : []),
  ]
  // A flyer is posted in public: the phone only if the reporter shows it, never the e-mail.
  const phone = report.show_contact_phone ? report.contact_phone : null

  return (
    <article
      aria-labelledby="flyer-name"
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 rounded-card border border-line bg-white p-6 text-grey-900 shadow-raised sm:p-10 print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-col items-center gap-2 text-center">
        <p className={cx('w-full rounded-control py-2 text-5xl font-black tracking-[0.2em] text-white sm:text-6xl print:text-6xl', BANNER_COLOURS[tone])}>{banner}</p>
        <h1 id="flyer-name" className="text-4xl font-extrabold wrap-anywhere sm:text-5xl">
          {heading}
        </h1>
        <p className="text-lg text-grey-700">{details}</p>
        {note ? <p className="rounded-full bg-[#fdf3dc] px-4 py-1 text-lg font-bold text-[#7a4a06]">{note}</p> : null}
      </header>

      <div className="overflow-hidden rounded-card border border-grey-200 bg-grey-100">
        {src ? (
          <img src={src} alt={photoAlt} width={800} height={600} className="mx-auto max-h-[28rem] w-full object-contain print:max-h-[4.5in]" />
        ) : (
          <div className="flex aspect-[4/3] items-center justify-center text-grey-500">
            <Icon aria-hidden="true" className="size-24" />
          </div>
        )}
      </div>

      <dl className="grid gap-4 text-lg sm:grid-cols-2 print:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.term} className={fact.wide ? 'sm:col-span-2 print:col-span-2' : undefined}>
            <dt className="text-sm font-bold tracking-wide text-grey-600 uppercase">{fact.term}</dt>
            <dd className={fact.wide ? 'whitespace-pre-line' : undefined}>
              {fact.lead ? (
                <>
                  <span className="font-bold">{fact.lead}</span>
                  <br />
                </>
              ) : null}
              {fact.text}
            </dd>
          </div>
        ))}
      </dl>

      <footer className="flex flex-col items-center gap-6 border-t-2 border-grey-900 pt-6 sm:flex-row print:flex-row">
        <div className="flex grow flex-col gap-1 text-center sm:text-left print:text-left">
          <p className="text-sm font-bold tracking-wide text-grey-600 uppercase">{contactHeading}</p>
          <p className="text-2xl font-extrabold">{report.contact_name}</p>
          {phone ? (
            <p className="text-3xl font-black tabular">
              <a href={telHref(phone)} className="text-grey-900 no-underline">
                {phone}
              </a>
            </p>
          ) : null}
        </div>
        <figure className="flex shrink-0 flex-col items-center gap-1">
          <img src={qr} alt={qrAlt} width={160} height={160} className="size-40" />
          <figcaption className="max-w-44 text-center text-sm text-grey-700">Scan for the latest news on Petfolk</figcaption>
        </figure>
      </footer>
    </article>
  )
}
