import type { ReactNode } from 'react'
import { CircleCheck, Info, Phone, type LucideIcon } from 'lucide-react'
import { cx } from '../../../lib/cx.ts'
import { telHref } from '../../../lib/phone.ts'
import { buttonClasses } from '../../../ui/button.tsx'
import { DistinctiveMarkings } from './distinctive-markings.tsx'
import type { LostPetSpecies } from './labels.ts'
import { PetPhoto } from './pet-photo.tsx'
import { SharePanel } from './share-panel.tsx'

/** One of the page's facts under a heading of its own: when, where, where the pet is now. */
interface PageFact {
  icon: LucideIcon
  term: string
  value: string
  /** A date, in bold. */
  strong?: boolean
  /** May hold one long word (a place), which then wraps anywhere. */
  wrap?: boolean
  /** Spans both columns. */
  wide?: boolean
}

interface PublicReportViewProps {
  /** The tab's title, also what a share is called. */
  title: string
  /** The good news a report ends with (found, closed), above everything else; null while it is open. */
  doneNotice: string | null
  photo: { url: string | null; species: LostPetSpecies; alt: string }
  /** The report's state, and a lost report's reward. */
  tags: ReactNode
  heading: ReactNode
  details: string[]
  markings: string | null
  facts: PageFact[]
  /** A lost report's map of where the pet was seen. */
  map?: ReactNode
  additionalDetails: string | null
  /** The side column's name, e.g. "Help find Biscuit". */
  helpLabel: string
  contact: {
    heading: string
    /** Who the name belongs to: "Contact" on a lost report, "Finder" on a found one. */
    label: string
    name: string
    /** Null when the reporter keeps their phone private. */
    phone: string | null
    /** What to do instead of calling; null to say nothing. */
    noPhone: ReactNode
  }
  /** What a reader can do besides calling: report a sighting, write, sign in. */
  actions: ReactNode
  share: { url: string; text: string }
  /** The Report button, for anyone but the report's owner. */
  reportButton: ReactNode
  /** What follows the report: the sightings, the owner's messages. */
  children?: ReactNode
}

/** A lost or found report's public page, inside PublicPageFrame: the report, then how to help and share it. */
export function PublicReportView({ title, doneNotice, photo, tags, heading, details, markings, facts, map, additionalDetails, helpLabel, contact, actions, share, reportButton, children }: PublicReportViewProps) {
  return (
    <>
      <title>{title}</title>
      {/* A found pet's or a closed report's page says so before anything else. */}
      {doneNotice ? (
        <p role="status" className="flex items-center gap-3 rounded-card bg-success-soft p-5 text-lg font-semibold text-success-fg">
          <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
          {doneNotice}
        </p>
      ) : null}

      <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
        <article aria-labelledby="report-name" className="flex flex-col gap-5">
          <div className="relative overflow-hidden rounded-card border border-line bg-sunken shadow-raised">
            <PetPhoto photoUrl={photo.url} species={photo.species} alt={photo.alt} fit="full" />
          </div>
          <header className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">{tags}</div>
            <h1 id="report-name" className="text-4xl font-extrabold wrap-anywhere">
              {heading}
            </h1>
            <p className="text-lg text-fg-muted">{details.join(' · ')}</p>
          </header>

          {markings ? <DistinctiveMarkings markings={markings} large /> : null}

          <dl className="grid gap-4 sm:grid-cols-2">
            {facts.map(({ icon: Icon, term, value, strong = false, wrap = false, wide = false }) => (
              <div key={term} className={wide ? 'sm:col-span-2' : undefined}>
                <dt className="flex items-center gap-2 text-sm font-bold tracking-wide text-fg-muted uppercase">
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  {term}
                </dt>
                <dd className={cx('pl-7', strong && 'font-semibold', wrap && 'wrap-anywhere')}>{value}</dd>
              </div>
            ))}
          </dl>

          {map}

          {additionalDetails ? (
            <p className="flex items-start gap-2">
              <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fg-muted" />
              <span className="whitespace-pre-line wrap-anywhere">{additionalDetails}</span>
            </p>
          ) : null}
        </article>

        <aside aria-label={helpLabel} className="flex flex-col gap-6 lg:sticky lg:top-6">
          <section aria-labelledby="contact-heading" className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-raised">
            <h2 id="contact-heading" className="text-lg font-bold">
              {contact.heading}
            </h2>
            <p>
              <span className="text-fg-muted">{contact.label} </span>
              <span className="font-bold wrap-anywhere">{contact.name}</span>
            </p>
            {contact.phone ? (
              <a href={telHref(contact.phone)} className={buttonClasses({ variant: 'secondary', className: 'tabular' })}>
                <Phone aria-hidden="true" className="size-5" />
                Call {contact.phone}
              </a>
            ) : (
              contact.noPhone
            )}
            {actions}
          </section>
          <SharePanel url={share.url} title={title} text={share.text} />
          {reportButton}
        </aside>
      </div>

      {children}
    </>
  )
}
