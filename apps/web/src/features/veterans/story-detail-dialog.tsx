import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Heart, MessageCircle } from 'lucide-react'
import type { VeteranStory } from '@petfolk/contract/veterans'
import { describeActionError } from '../../lib/api.ts'
import { cx } from '../../lib/cx.ts'
import { formatTimestampDate } from '../../lib/timestamps.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { inputClasses } from '../../ui/field.tsx'
import { LoadErrorReason } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useAddComment } from './api/add-comment.ts'
import { useComments } from './api/get-comments.ts'
import { useToggleReaction } from './api/toggle-reaction.ts'
import { StoryChips } from './story-parts.tsx'
import { storyByline } from './story-display.ts'
import { ReportButton } from '../reports/index.ts'

export const REACTION_FAILED = 'Failed to update your heart. Please try again.'
export const COMMENT_FAILED = 'Failed to post your comment. Please try again.'

interface StoryDetailDialogProps {
  /** The story to show (kept fresh from the list); null while closed. */
  story: VeteranStory | null
  signedIn: boolean
  onClose: () => void
}

export function StoryDetailDialog({ story, signedIn, onClose }: StoryDetailDialogProps) {
  return (
    <Dialog
      open={story !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={story?.story_title ?? ''}
      description={story ? storyByline(story) : undefined}
      className="sm:max-w-2xl"
    >
      {story ? <StoryDetail story={story} signedIn={signedIn} /> : null}
    </Dialog>
  )
}

function StoryDetail({ story, signedIn }: { story: VeteranStory; signedIn: boolean }) {
  const reaction = useToggleReaction()
  const details = [
    story.service_years ? `Served ${story.service_years}` : null,
    story.dog_breed,
    story.dog_age !== null ? `${story.dog_age} ${story.dog_age === 1 ? 'year' : 'years'} old` : null,
  ].filter(Boolean)

  const toggleHeart = () =>
    reaction.mutate(story.id, { onError: (error) => toast.error(describeActionError(error, REACTION_FAILED)) })

  return (
    <div className="flex flex-col gap-5">
      <StoryChips story={story} />
      {story.dog_photo_url ? (
        <img
          src={story.dog_photo_url}
          alt={`${story.dog_name}, ${story.dog_breed ?? 'service dog'}`}
          width={800}
          height={600}
          className="aspect-[4/3] max-h-72 w-full rounded-control bg-sunken object-cover"
        />
      ) : null}
      {details.length > 0 ? <p className="text-sm text-fg-muted">{details.join(' · ')}</p> : null}
      <p className="whitespace-pre-line">{story.story_content}</p>
      {story.mine ? null : <ReportButton kind="story" id={story.id} what="this story" className="self-start" />}
      {story.challenges_helped ? (
        <section aria-labelledby="how-dog-helps" className="rounded-control bg-brand-soft p-4">
          <h3 id="how-dog-helps" className="mb-1 font-bold text-brand-fg">
            How {story.dog_name} Helps
          </h3>
          <p className="whitespace-pre-line">{story.challenges_helped}</p>
        </section>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 border-y border-line py-3">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={story.reacted}
          onClick={toggleHeart}
          disabled={reaction.isPending}
          className={story.reacted ? 'text-danger-fg' : undefined}
        >
          <Heart aria-hidden="true" className={cx('size-5', story.reacted && 'fill-current')} />
          <span className="sr-only">Heart this story: </span>
          <span className="tabular">{story.reaction_count}</span>
          <span className="sr-only">{story.reaction_count === 1 ? ' heart' : ' hearts'}</span>
        </Button>
        <p className="text-sm text-fg-muted">
          Shared <time dateTime={story.created_at}>{formatTimestampDate(story.created_at)}</time>
        </p>
      </div>
      <Comments storyId={story.id} count={story.comment_count} signedIn={signedIn} />
    </div>
  )
}

function Comments({ storyId, count, signedIn }: { storyId: number; count: number; signedIn: boolean }) {
  const comments = useComments(storyId)
  return (
    <section aria-labelledby="story-comments" className="flex flex-col gap-3">
      <h3 id="story-comments" className="flex items-center gap-2 font-bold">
        <MessageCircle aria-hidden="true" className="size-5" />
        Comments (<span className="tabular">{comments.data?.length ?? count}</span>)
      </h3>
      {comments.isPending ? (
        <div role="status" aria-label="Loading comments" className="flex flex-col gap-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : comments.isError ? (
        <LoadErrorReason error={comments.error} />
      ) : comments.data.length === 0 ? (
        <p className="text-fg-muted">No comments yet. Be the first to say thank you.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {comments.data.map((comment) => (
            <li key={comment.id} className="rounded-control bg-sunken px-3 py-2">
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-bold">{comment.commenter_name}</span>
                {comment.is_veteran ? <span className="font-semibold text-success-fg">Veteran</span> : null}
                <time dateTime={comment.created_at} className="text-fg-muted">
                  {formatTimestampDate(comment.created_at)}
                </time>
              </p>
              <p className="whitespace-pre-line">{comment.comment_text}</p>
              {comment.mine ? null : <ReportButton kind="story_comment" id={comment.id} what={`the comment by ${comment.commenter_name}`} />}
            </li>
          ))}
        </ul>
      )}
      {signedIn ? <CommentForm storyId={storyId} /> : null}
    </section>
  )
}

function CommentForm({ storyId }: { storyId: number }) {
  const add = useAddComment()
  const [text, setText] = useState('')
  const blank = !text.trim()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A blank comment sends nothing: there is nothing to post.
    if (blank || add.isPending) return
    add.mutate(
      { storyId, text: text.trim() },
      {
        onSuccess: () => setText(''),
        onError: (error) => toast.error(describeActionError(error, COMMENT_FAILED)),
      },
    )
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={`comment-${storyId}`} className="font-semibold">
        Add a comment
      </label>
      <textarea
        id={`comment-${storyId}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={2}
        maxLength={2000}
        className={`${inputClasses} py-2`}
      />
      <Button type="submit" size="sm" className="self-end" disabled={blank} loading={add.isPending} loadingText="Posting...">
        Post Comment
      </Button>
    </form>
  )
}
