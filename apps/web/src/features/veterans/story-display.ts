import { FEATURED_EXCERPT_LENGTH, type SERVICE_BRANCHES, type VeteranStory } from '@petfolk/contract/veterans'
import type { BadgeTone } from '../../ui/badge.tsx'

type Branch = (typeof SERVICE_BRANCHES)[number]

/** Each branch's emoji and colour, and one for anything else. */
export const BRANCH_STYLE: Record<Branch, { emoji: string; tone: BadgeTone }> = {
  Army: { emoji: '🪖', tone: 'success' },
  Navy: { emoji: '⚓', tone: 'info' },
  'Air Force': { emoji: '✈️', tone: 'brand' },
  Marines: { emoji: '🦅', tone: 'danger' },
  'Coast Guard': { emoji: '🛟', tone: 'warning' },
  'Space Force': { emoji: '🚀', tone: 'neutral' },
}
export const DEFAULT_BRANCH_STYLE: { emoji: string; tone: BadgeTone } = { emoji: '🎖️', tone: 'neutral' }

export function branchStyle(branch: string): { emoji: string; tone: BadgeTone } {
  return BRANCH_STYLE[branch as Branch] ?? DEFAULT_BRANCH_STYLE
}

/** The first story flagged is_featured, else the first story; null when there are none. */
export function featuredStory(stories: readonly VeteranStory[]): VeteranStory | null {
  return stories.find((story) => story.is_featured) ?? stories[0] ?? null
}

/** The grid: every story but the one shown as featured (no story is ever hidden). */
export function gridStories(stories: readonly VeteranStory[], featured: VeteranStory | null): VeteranStory[] {
  return stories.filter((story) => story.id !== featured?.id)
}

/** The featured story's content cut at 300 characters, so the card stays short, with '...' when cut. */
export function featuredExcerpt(content: string, length = FEATURED_EXCERPT_LENGTH): string {
  return content.length <= length ? content : `${content.slice(0, length).trimEnd()}...`
}

/** 'Anonymous Veteran' or the veteran's name, with '& dog name'. */
export function storyByline(story: Pick<VeteranStory, 'is_anonymous' | 'veteran_name' | 'dog_name'>): string {
  return `${story.is_anonymous ? 'Anonymous Veteran' : story.veteran_name} & ${story.dog_name}`
}

/** The badge shows when the story was written verified or its author is verified now. */
export function isVerifiedStory(story: Pick<VeteranStory, 'is_verified_veteran' | 'verification_status'>): boolean {
  return story.is_verified_veteran || story.verification_status === 'verified'
}

/** The three messages after returning from the verification provider (?verification=...), verbatim. */
export const VERIFICATION_MESSAGES = {
  success: 'Veteran status successfully verified! Your stories will now display a verified badge.',
  failed: 'Veteran verification failed. Please contact support if you believe this is an error.',
  error: 'There was an error during verification. Please try again later.',
} as const
export type VerificationOutcome = keyof typeof VERIFICATION_MESSAGES

export function isVerificationOutcome(value: string | null): value is VerificationOutcome {
  return value === 'success' || value === 'failed' || value === 'error'
}

export const START_VERIFICATION_FAILED = 'Unable to start verification process. Please try again.'
