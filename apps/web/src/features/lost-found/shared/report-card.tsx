import { useId, type ReactNode, type Ref } from 'react'
import { Link } from 'react-router'
import { Info, type LucideIcon } from 'lucide-react'
import { cx } from '../../../lib/cx.ts'
import { buttonClasses } from '../../../ui/button.tsx'
import { DistinctiveMarkings } from './distinctive-markings.tsx'
import type { LostPetSpecies } from './labels.ts'
import { PetPhoto } from './pet-photo.tsx'
import { ReportContact } from './report-contact.tsx'

/** One line of a card's facts: an icon, its words for a screen reader, and what it says. */
interface CardFact {
  icon: LucideIcon
  term: string
  value: ReactNode
  /** Good news, in green (the day a lost pet was found). */
  good?: boolean
  /** May hold one long word (a place), which then wraps anywhere. */
  wrap?: boolean
}

interface ReportCardProps {
  photo: { url: string | null; species: LostPetSpecies; alt: string }
  /** What sits on the photo: the report's state, and a lost report's reward. */
  tags: ReactNode
  title: string
  details: string[]
  markings: string | null
  facts: CardFact[]
  additionalDetails: string | null
  /** Who to reach: "Contact" on a lost report, "Finder" on a found one. */
  contact: { label: string; name: string; phone: string | null; email: string | null }
  actions: ReactNode
  /** The report an alert or a shared link pointed at: outlined, and it takes the focus. */
  highlighted?: boolean
  ref?: Ref<HTMLElement> | undefined
}

/** A lost or found report in its tab's list; members see the reporter's full contact. */
export function ReportCard({ photo, tags, title, details, markings, facts, additionalDetails, contact, actions, highlighted = false, ref }: ReportCardProps) {
  const headingId = useId()
  return (
    <article
      ref={ref}
      tabIndex={highlighted ? -1 : undefined}
      aria-labelledby={headingId}
      aria-current={highlighted ? 'true' : undefined}
      className={cx(
        'flex h-full scroll-mt-24 flex-col overflow-hidden rounded-card border bg-surface shadow-raised outline-none',
        highlighted ? 'border-brand ring-4 ring-brand ring-offset-2 ring-offset-canvas' : 'border-line',
      )}
    >
      <div className="relative aspect-[4/3] bg-sunken">
        <PetPhoto photoUrl={photo.url} species={photo.species} alt={photo.alt} fit="cover" />
        {tags}
      </div>

      <div className="flex grow flex-col gap-3 p-5">
        <div>
          <h2 id={headingId} className="text-xl font-extrabold wrap-anywhere">
            {title}
          </h2>
          <p className="text-sm text-fg-muted">{details.join(' · ')}</p>
        </div>

        {markings ? <DistinctiveMarkings markings={markings} /> : null}

        <dl className="flex flex-col gap-1.5 text-sm">
          {facts.map(({ icon: Icon, term, value, good = false, wrap = false }) => (
            <div key={term} className={cx('flex items-start gap-2', good && 'text-success-fg')}>
              <dt>
                <Icon aria-hidden="true" className={cx('mt-0.5 size-4', !good && 'text-fg-muted')} />
                <span className="sr-only">{term}</span>
              </dt>
              <dd className={wrap ? 'wrap-anywhere' : undefined}>{value}</dd>
            </div>
          ))}
        </dl>

        {additionalDetails ? (
          <p className="flex items-start gap-2 text-sm">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
            <span className="whitespace-pre-line wrap-anywhere">{additionalDetails}</span>
          </p>
        ) : null}

        <ReportContact label={contact.label} name={contact.name} phone={contact.phone} email={contact.email} />

        {actions}
      </div>
    </article>
  )
}

/** "Found 21 Nov 2026" with the date in bold: a card fact that leads with a word. */
export function LeadFact({ lead, value }: { lead: string; value: string }) {
  return (
    <>
      {lead} <span className="font-semibold">{value}</span>
    </>
  )
}

/** A card's small secondary link (the flyer, the matches), which names its report for a screen reader. */
export function CardLink({ to, icon: Icon, label, about }: { to: string; icon: LucideIcon; label: string; about: string }) {
  return (
    <Link to={to} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
      <span className="sr-only"> {about}</span>
    </Link>
  )
}
