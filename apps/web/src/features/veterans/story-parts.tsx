import { ShieldCheck } from 'lucide-react'
import type { VeteranStory } from '@petfolk/contract/veterans'
import { cx } from '../../lib/cx.ts'
import { Badge } from '../../ui/badge.tsx'
import { branchStyle, isVerifiedStory } from './story-display.ts'

const EMOJI_BACKGROUND = {
  neutral: 'bg-sunken',
  brand: 'bg-brand-soft',
  success: 'bg-success-soft',
  info: 'bg-info-soft',
  warning: 'bg-warning-soft',
  danger: 'bg-danger-soft',
} as const

/** The branch's emoji on its colour. */
export function BranchEmblem({ branch, size = 'md' }: { branch: string; size?: 'md' | 'lg' }) {
  const style = branchStyle(branch)
  return (
    <span
      aria-hidden="true"
      className={cx(
        'flex shrink-0 items-center justify-center rounded-full',
        EMOJI_BACKGROUND[style.tone],
        size === 'lg' ? 'size-14 text-3xl' : 'size-11 text-2xl',
      )}
    >
      {style.emoji}
    </span>
  )
}

export function VerifiedBadge() {
  return (
    <Badge tone="success">
      <ShieldCheck aria-hidden="true" className="size-4" />
      Verified Veteran
    </Badge>
  )
}

/** Verified badge, branch chip (in the branch colour) and service-type chip. */
export function StoryChips({ story }: { story: VeteranStory }) {
  return (
    <div className="flex flex-wrap gap-2">
      {isVerifiedStory(story) ? <VerifiedBadge /> : null}
      <Badge tone={branchStyle(story.service_branch).tone}>{story.service_branch}</Badge>
      <Badge>{story.service_type}</Badge>
    </div>
  )
}
