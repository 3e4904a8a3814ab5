import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { BookOpen, ExternalLink, HeartHandshake, Medal, PenLine, Phone, ShieldCheck, Users } from 'lucide-react'
import type { VeteranStory } from '@petfolk/contract/veterans'
import { useAuth } from '../../auth/auth-context.ts'
import { listLoadFailed } from '../../lib/use-paged-list.ts'
import { Button, buttonClasses } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { LoadMoreButton } from '../../ui/load-more-button.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import { useStories } from './api/get-stories.ts'
import { useVerification } from './api/get-verification.ts'
import { ShareStoryDialog } from './share-story-dialog.tsx'
import { StoryCard } from './story-card.tsx'
import { StoryDetailDialog } from './story-detail-dialog.tsx'
import { featuredExcerpt, featuredStory, gridStories, isVerificationOutcome, storyByline, VERIFICATION_MESSAGES } from './story-display.ts'
import { BranchEmblem, StoryChips } from './story-parts.tsx'
import { VerifyDialog } from './verify-dialog.tsx'
import { useSearchParamChanges } from '../../lib/use-search-param-changes.ts'
import { storiesQueryKey, verificationQueryKey } from './query-keys.ts'

export const LOADING_STORIES = 'Loading veteran stories...'
/** Verification messages stay up long enough to read, and can be closed. */
const VERIFICATION_TOAST_MS = 12_000

/** /service-dog-veterans: stories of veterans and their service dogs, sharing one, and verifying veteran status. */
export function VeteransPage() {
  const { user } = useAuth()
  const signedIn = user !== null
  const stories = useStories()
  const verification = useVerification({ enabled: signedIn })
  const [sharing, setSharing] = useState(false)
  const [verifying, setVerifying] = useState(false)
  const [openStoryId, setOpenStoryId] = useState<number | null>(null)
  useVerificationReturn()

  const list = stories.data ?? []
  const featured = featuredStory(list)
  const grid = gridStories(list, featured)
  // The open story is read from the list, so hearts and comment counts stay current.
  const openStory = list.find((story) => story.id === openStoryId) ?? null
  const openStoryCard = (story: VeteranStory) => setOpenStoryId(story.id)

  return (
    <div className="flex flex-col gap-10">
      <title>Veterans · Petfolk</title>
      <section aria-labelledby="veterans-heading" className="flex flex-col gap-4 rounded-card bg-brand-soft p-6 sm:p-10">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand text-on-brand">
          <Medal aria-hidden="true" className="size-6" />
        </span>
        <h1 id="veterans-heading" className="text-3xl font-extrabold sm:text-4xl">
          Veterans &amp; Their Service Dogs
        </h1>
        <p className="max-w-prose text-lg text-fg-muted">
          Stories of the veterans who served and the dogs who now serve beside them. Read them, leave a heart, and share your
          own.
        </p>
        {signedIn && verification.data?.verification_status === 'verified' ? (
          <p className="flex items-center gap-2 font-semibold text-success-fg">
            <ShieldCheck aria-hidden="true" className="size-5" />
            Your veteran status is verified
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setSharing(true)}>
            <PenLine aria-hidden="true" className="size-5" />
            Share Your Story
          </Button>
          {signedIn ? (
            <Button variant="secondary" onClick={() => setVerifying(true)}>
              <ShieldCheck aria-hidden="true" className="size-5" />
              Verify Veteran Status
            </Button>
          ) : null}
          <Button
            variant="ghost"
            onClick={() => {
              const target = document.getElementById('veteran-stories')
              target?.scrollIntoView({ behavior: 'smooth', block: 'start' })
              target?.focus({ preventScroll: true })
            }}
          >
            <BookOpen aria-hidden="true" className="size-5" />
            Read Stories
          </Button>
        </div>
      </section>

      {stories.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-16 text-brand-fg">
          <Spinner className="size-6" />
          <p className="font-semibold text-fg">{LOADING_STORIES}</p>
        </div>
      ) : listLoadFailed(stories) ? (
        <LoadError variant="card" error={stories.error} onRetry={() => void stories.refetch()} />
      ) : (
        <>
          {featured ? <FeaturedStory story={featured} onOpen={openStoryCard} /> : null}
          <section id="veteran-stories" tabIndex={-1} aria-labelledby="stories-heading" className="flex scroll-mt-24 flex-col gap-4 outline-none">
            <h2 id="stories-heading" className="text-2xl font-bold">
              Veteran Stories
            </h2>
            {grid.length === 0 ? (
              <EmptyState
                icon={HeartHandshake}
                title={featured ? 'No other stories yet' : 'No stories yet'}
                hint="Every story helps another veteran find their way. Be the next to share."
                action={<Button onClick={() => setSharing(true)}>Share Your Story</Button>}
              />
            ) : (
              <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                {grid.map((story) => (
                  <StoryCard key={story.id} story={story} onOpen={openStoryCard} />
                ))}
              </ul>
            )}
            <LoadMoreButton query={stories} />
          </section>
        </>
      )}

      <SupportResources />

      <StoryDetailDialog story={openStory} signedIn={signedIn} onClose={() => setOpenStoryId(null)} />
      <ShareStoryDialog open={sharing} onOpenChange={setSharing} />
      {signedIn ? <VerifyDialog open={verifying} onOpenChange={setVerifying} status={verification} /> : null}
    </div>
  )
}

/**
 * The provider sends people back with ?verification=success|failed|error: its message shows
 * at the top right (closable), a success reloads the status and the stories, and the parameter goes.
 */
function useVerificationReturn() {
  const [params, changeParams] = useSearchParamChanges()
  const queryClient = useQueryClient()
  const outcome = params.get('verification')
  useEffect(() => {
    if (outcome === null) return
    if (isVerificationOutcome(outcome)) {
      const show = outcome === 'success' ? toast.success : toast.error
      // One id, so a repeated effect updates the same toast instead of stacking another.
      show(VERIFICATION_MESSAGES[outcome], { id: 'veteran-verification', position: 'top-right', closeButton: true, duration: VERIFICATION_TOAST_MS })
      if (outcome === 'success') {
        void queryClient.invalidateQueries({ queryKey: verificationQueryKey })
        void queryClient.invalidateQueries({ queryKey: storiesQueryKey })
      }
    }
    changeParams({ verification: null })
  }, [outcome, queryClient, changeParams])
}

function FeaturedStory({ story, onOpen }: { story: VeteranStory; onOpen: (story: VeteranStory) => void }) {
  return (
    <section aria-labelledby="featured-heading" className="flex flex-col gap-4">
      <h2 id="featured-heading" className="text-2xl font-bold">
        Featured Story
      </h2>
      <article
        aria-labelledby="featured-title"
        className="grid overflow-hidden rounded-card border border-line bg-surface shadow-raised md:grid-cols-[2fr_3fr]"
      >
        {story.dog_photo_url ? (
          <img
            src={story.dog_photo_url}
            alt={`${story.dog_name}, ${story.dog_breed ?? 'service dog'}`}
            width={800}
            height={600}
            className="aspect-[4/3] h-full w-full bg-sunken object-cover"
          />
        ) : (
          <div className="flex aspect-[4/3] h-full items-center justify-center bg-sunken md:aspect-auto">
            <BranchEmblem branch={story.service_branch} size="lg" />
          </div>
        )}
        <div className="flex flex-col gap-3 p-6">
          <div className="flex items-start gap-3">
            {story.dog_photo_url ? <BranchEmblem branch={story.service_branch} /> : null}
            <div>
              <h3 id="featured-title" className="text-2xl font-extrabold">
                {story.story_title}
              </h3>
              <p className="text-fg-muted">{storyByline(story)}</p>
            </div>
          </div>
          <StoryChips story={story} />
          <p className="whitespace-pre-line">{featuredExcerpt(story.story_content)}</p>
          <Button className="mt-auto self-start" onClick={() => onOpen(story)}>
            Read Full Story
          </Button>
        </div>
      </article>
    </section>
  )
}

function SupportResources() {
  const cards = [
    {
      icon: ShieldCheck,
      title: 'VA Service Dog Benefits',
      text: 'The Department of Veterans Affairs explains service dog benefits and how to apply.',
      action: (
        <a href="https://www.va.gov/" target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          Visit VA.gov
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ),
    },
    {
      icon: Users,
      title: 'Service Dog Organizations',
      text: 'Accredited programs that train and place service dogs with veterans.',
      action: (
        <a
          href="https://assistancedogsinternational.org/"
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          Find Organizations
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ),
    },
    {
      icon: Phone,
      title: 'Veterans Crisis Line',
      text: 'Free, confidential support, 24 hours a day. Dial 988, then press 1.',
      action: (
        <a href="tel:988" className={buttonClasses({ size: 'sm' })}>
          <Phone aria-hidden="true" className="size-4" />
          Call 988
        </a>
      ),
    },
  ]
  return (
    <section aria-labelledby="support-heading" className="flex flex-col gap-4">
      <h2 id="support-heading" className="text-2xl font-bold">
        Support Resources
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {cards.map(({ icon: Icon, title, text, action }) => (
          <li key={title} className="flex flex-col items-start gap-3 rounded-card border border-line bg-surface p-5 shadow-raised">
            <span className="flex size-10 items-center justify-center rounded-control bg-brand-soft text-brand-fg">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="text-lg font-bold">{title}</h3>
            <p className="text-fg-muted">{text}</p>
            <div className="mt-auto">{action}</div>
          </li>
        ))}
      </ul>
    </section>
  )
}
