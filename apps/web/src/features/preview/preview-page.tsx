import type { ComponentType, ReactNode } from 'react'
import { Link } from 'react-router'
import type { UseQueryResult } from '@tanstack/react-query'
import { ArrowLeft, Camera, HeartPulse, Info, Lightbulb, PawPrint, Store, Users } from 'lucide-react'
import { buttonClasses } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadErrorReason } from '../../ui/load-error.tsx'
import { Logo } from '../../ui/logo.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { VisitorHeader } from '../../ui/visitor-header.tsx'
import { useDemoCareTips } from './api/get-demo-care-tips.ts'
import { useDemoShowcase } from './api/get-demo-showcase.ts'
import { useDemoPhotographers } from './api/get-demo-photographers.ts'
import { CareTipCard, ShowcaseEntryCard } from '../care/index.ts'
import { PhotographerCard } from '../photographers/index.ts'

/** The preview shows at most this many photographers: a taste, not the whole list. */
export const PREVIEW_PHOTOGRAPHER_COUNT = 6

const FEATURES = [
  { icon: PawPrint, title: 'Pet profiles', text: 'Every pet’s details, photo and records together.' },
  { icon: HeartPulse, title: 'Health tracking', text: 'Vaccinations, vet visits and appointments.' },
  { icon: Users, title: 'Community', text: 'Local boards, a daily showcase and lost-pet alerts.' },
  { icon: Store, title: 'Pet services', text: 'Photographers, groomers, vendors and more near you.' },
]

/**
 * /preview: sample data for visitors, drawn with the cards of the areas they come from (pet care,
 * photographers) so a visitor sees what members see.
 */
export function PreviewPage() {
  const tips = useDemoCareTips()
  const showcase = useDemoShowcase()
  const photographers = useDemoPhotographers()

  return (
    <div className="min-h-dvh">
      <title>Preview · Petfolk</title>
      <VisitorHeader label="Preview page" logo={<Logo />}>
        <Link to="/" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Home
        </Link>
        <Link to="/signin" className={buttonClasses({ size: 'sm' })}>
          Sign In
        </Link>
      </VisitorHeader>

      <main className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-8 sm:py-12">
        <div className="flex flex-col gap-5">
          <div role="note" className="flex flex-col gap-3 rounded-card bg-info-soft p-4 text-info-fg sm:flex-row sm:items-center">
            <Info aria-hidden="true" className="size-6 shrink-0" />
            <p className="grow">
              <strong>This is a preview with sample data.</strong> The tips, pets and photographers below are examples.
              Sign in to add your own pets and join the community.
            </p>
            <Link to="/signin" className={buttonClasses({ size: 'sm', className: 'self-start sm:self-auto' })}>
              Sign In to Get Started
            </Link>
          </div>
          <h1 className="text-3xl font-extrabold sm:text-4xl">Take a look around Petfolk</h1>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex flex-col gap-2 rounded-card border border-line bg-surface p-5">
                <span className="flex size-10 items-center justify-center rounded-control bg-brand-soft text-brand-fg">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h2 className="font-bold">{title}</h2>
                <p className="text-sm text-fg-muted">{text}</p>
              </li>
            ))}
          </ul>
        </div>

        <DemoSection
          id="tips"
          title="Sample care tips"
          query={tips}
          skeleton={<Skeleton className="h-44" />}
          empty={{ icon: Lightbulb, title: 'No care tips yet' }}
          renderItem={(tip) => <CareTipCard key={tip.id} tip={tip} />}
        />
        <DemoSection
          id="showcase"
          title="Sample pet showcase"
          query={showcase}
          skeleton={<Skeleton className="h-80" />}
          empty={{ icon: PawPrint, title: 'No showcase entries yet' }}
          renderItem={(entry) => <ShowcaseEntryCard key={entry.id} entry={entry} />}
        />
        <DemoSection
          id="photographers"
          title="Sample pet photographers"
          query={photographers}
          limit={PREVIEW_PHOTOGRAPHER_COUNT}
          skeleton={<Skeleton className="h-80" />}
          empty={{ icon: Camera, title: 'No photographers found' }}
          renderItem={(photographer) => <PhotographerCard key={photographer.id} photographer={photographer} sample />}
        />

        <section
          aria-labelledby="preview-cta"
          className="flex flex-col items-center gap-4 rounded-card bg-brand-soft px-6 py-10 text-center"
        >
          <h2 id="preview-cta" className="text-2xl font-bold">
            Like what you see?
          </h2>
          <p className="max-w-prose text-fg-muted">Sign in to build your pets’ profiles and join owners near you.</p>
          <Link to="/signin" className={buttonClasses({ size: 'lg' })}>
            Sign In
          </Link>
        </section>
      </main>
    </div>
  )
}

const SKELETON_COUNT = 3

interface DemoSectionProps<T> {
  id: string
  title: string
  query: UseQueryResult<T[]>
  limit?: number
  skeleton: ReactNode
  empty: { icon: ComponentType<{ className?: string }>; title: string }
  renderItem: (item: T) => ReactNode
}

/** One list of sample data with its loading skeletons, error text and empty state. */
function DemoSection<T>({ id, title, query, limit, skeleton, empty, renderItem }: DemoSectionProps<T>) {
  const headingId = `${id}-heading`
  const items = query.data?.slice(0, limit) ?? []
  return (
    <section aria-labelledby={headingId} aria-busy={query.isPending} className="flex flex-col gap-5">
      <h2 id={headingId} className="text-2xl font-bold">
        {title}
      </h2>
      {query.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <div key={index}>{skeleton}</div>
          ))}
        </div>
      ) : items.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{items.map(renderItem)}</ul>
      ) : (
        <div className="flex flex-col gap-3">
          {query.isError ? (
            <LoadErrorReason error={query.error} />
          ) : null}
          <EmptyState icon={empty.icon} title={empty.title} hint="Check back soon for new sample content." />
        </div>
      )}
    </section>
  )
}
