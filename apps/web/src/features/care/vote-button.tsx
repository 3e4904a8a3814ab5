import { toast } from 'sonner'
import { Heart } from 'lucide-react'
import { describeActionError } from '../../lib/api.ts'
import { cx } from '../../lib/cx.ts'
import { Spinner } from '../../ui/spinner.tsx'
import { useVoteForEntry } from './api/vote-showcase-entry.ts'

export const VOTE_FAILED = 'Failed to vote. Please try again.'

interface VoteButtonProps {
  entryId: number
  petName: string
  voteCount: number
  voted: boolean
  size?: 'md' | 'lg'
}

/**
 * 'N votes', pressed once I have voted: a tap votes, a tap on my vote takes it back. The server
 * says which entries I voted for, so the button shows it after a reload too.
 */
export function VoteButton({ entryId, petName, voteCount, voted, size = 'md' }: VoteButtonProps) {
  const vote = useVoteForEntry()
  const onVote = () =>
    vote.mutate(
      { entryId, vote: !voted },
      {
        onSuccess: (result) => toast.success(result.voted ? `Thanks for voting for ${petName}!` : `Your vote for ${petName} is taken back.`),
        onError: (error) => toast.error(describeActionError(error, VOTE_FAILED)),
      },
    )
  return (
    <button
      type="button"
      onClick={onVote}
      aria-pressed={voted}
      title={voted ? 'You voted. Tap again to take your vote back.' : undefined}
      disabled={vote.isPending}
      aria-busy={vote.isPending || undefined}
      className={cx(
        'inline-flex items-center justify-center gap-2 rounded-control border font-semibold transition-colors disabled:cursor-wait',
        size === 'lg' ? 'min-h-12 px-5 text-lg' : 'min-h-10 px-3',
        voted ? 'border-danger-fg/40 bg-danger-soft text-danger-fg' : 'border-line-strong bg-surface text-fg hover:bg-sunken',
      )}
    >
      {vote.isPending ? <Spinner className="size-4" /> : <Heart aria-hidden="true" className={cx('size-5', voted && 'fill-current')} />}
      <span className="sr-only">{`Vote for ${petName}: `}</span>
      <span className="tabular">{`${voteCount} votes`}</span>
    </button>
  )
}
