import { useState, type FormEvent } from 'react'
import { nameWithHandle } from '@petfolk/contract/members'
import { MessageCircle, Pin } from 'lucide-react'
import { REMOVED_POST_TEXT, type BoardPost } from '@petfolk/contract/boards'
import { describeActionError } from '../../lib/api.ts'
import { formatTimestamp } from '../../lib/timestamps.ts'
import { listLoadFailed } from '../../lib/use-paged-list.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { inputClasses } from '../../ui/field.tsx'
import { LoadErrorReason } from '../../ui/load-error.tsx'
import { LoadMoreButton } from '../../ui/load-more-button.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useCreateReply } from './api/create-reply.ts'
import { useReplies } from './api/get-replies.ts'
import { replyCount } from './board-labels.ts'
import { BlockedContent, BlockMemberButton } from '../blocks/index.ts'
import { ReportButton } from '../reports/index.ts'
import { useAuth } from '../../auth/auth-context.ts'
import { MemberLink } from '../../ui/member-link.tsx'
import { StaffBadge } from '../../ui/staff-badge.tsx'

export const POST_REPLY_FAILED = 'Failed to post reply'

interface DiscussionDialogProps {
  /** The open post, or null when the dialog is closed. */
  post: BoardPost | null
  boardActive: boolean
  onOpenChange: (open: boolean) => void
}

/** The Discussion modal: the post, its replies and a reply form. */
export function DiscussionDialog({ post, boardActive, onOpenChange }: DiscussionDialogProps) {
  return (
    <Dialog
      open={post !== null}
      onOpenChange={onOpenChange}
      title={post ? (post.is_removed ? REMOVED_POST_TEXT : post.title) : 'Discussion'}
      description={post ? `Discussion · ${nameWithHandle(post.username, post.author_handle)} · ${formatTimestamp(post.created_at)}` : undefined}
      className="sm:max-w-2xl"
    >
      {post ? <Discussion key={post.id} post={post} boardActive={boardActive} /> : null}
    </Dialog>
  )
}

function Discussion({ post, boardActive }: { post: BoardPost; boardActive: boolean }) {
  const { user } = useAuth()
  const own = post.author_id !== null && post.author_id === user?.id
  const replies = useReplies(post.id)
  const list = replies.data ?? []
  return (
    <div className="flex flex-col gap-5">
      {post.is_pinned ? (
        <Badge tone="warning" className="self-start">
          <Pin aria-hidden="true" className="size-3.5" />
          Pinned
        </Badge>
      ) : null}
      {post.is_removed ? (
        <p className="text-fg-muted italic">{REMOVED_POST_TEXT}</p>
      ) : (
        <>
          <BlockedContent authorId={post.author_id}>
            <p className="whitespace-pre-line wrap-anywhere">{post.content}</p>
          </BlockedContent>
        </>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex min-w-0 flex-wrap items-center gap-2 text-sm text-fg-muted">
          Posted by <MemberLink name={post.username} handle={post.author_handle} />
          <StaffBadge role={post.author_role} />
        </p>
        {own ? null : (
          <span className="flex flex-wrap justify-end gap-2">
            {post.is_removed ? null : <ReportButton kind="board_post" id={post.id} what={`the post “${post.title}”`} />}
            {post.author_id !== null ? <BlockMemberButton userId={post.author_id} name={nameWithHandle(post.username, post.author_handle)} /> : null}
          </span>
        )}
      </div>

      <section aria-labelledby="replies-heading" aria-busy={replies.isPending} className="flex flex-col gap-3 border-t border-line pt-4">
        <h3 id="replies-heading" className="flex items-center gap-2 font-bold">
          <MessageCircle aria-hidden="true" className="size-5 text-fg-muted" />
          <span className="tabular">{replyCount(post.reply_count)}</span>
        </h3>
        {replies.isPending ? (
          <div className="flex flex-col gap-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : listLoadFailed(replies) ? (
          <LoadErrorReason error={replies.error} />
        ) : list.length === 0 ? (
          <p className="text-fg-muted">No replies yet. Be the first to reply.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {list.map((reply) => (
              <li key={reply.id} className="flex flex-col gap-1 rounded-control bg-sunken p-3">
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <MemberLink name={reply.username} handle={reply.author_handle} />
                  <span className="text-fg-muted">{formatTimestamp(reply.created_at)}</span>
                </p>
                <BlockedContent authorId={reply.author_id} kind="Reply">
                  <p className="whitespace-pre-line wrap-anywhere">{reply.content}</p>
                </BlockedContent>
                {reply.author_id !== null && reply.author_id === user?.id ? null : (
                  <ReportButton kind="board_reply" id={reply.id} what={`the reply by ${reply.username}`} className="self-end" />
                )}
              </li>
            ))}
          </ul>
        )}
        {list.length > 0 ? <LoadMoreButton query={replies} /> : null}
      </section>

      {post.is_removed ? (
        <p className="rounded-control bg-warning-soft p-3 text-warning-fg">This post was removed, so replies are closed.</p>
      ) : boardActive ? (
        <ReplyForm postId={post.id} />
      ) : (
        <p className="rounded-control bg-warning-soft p-3 text-warning-fg">This board is inactive, so replies are closed.</p>
      )}
    </div>
  )
}

function ReplyForm({ postId }: { postId: number }) {
  const create = useCreateReply()
  const [content, setContent] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const blank = !content.trim()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A reply must have text after trimming; it goes trimmed.
    if (blank || create.isPending) return
    setFailure(null)
    create.mutate(
      { postId, content },
      {
        onSuccess: () => setContent(''),
        onError: (error) => setFailure(describeActionError(error, POST_REPLY_FAILED)),
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 border-t border-line pt-4">
      <label htmlFor={`reply-${postId}`} className="font-semibold">
        Your reply
      </label>
      <textarea
        id={`reply-${postId}`}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        rows={3}
        maxLength={5000}
        aria-describedby={failure ? `reply-${postId}-error` : undefined}
        className={`${inputClasses} py-2`}
      />
      {failure ? (
        <p id={`reply-${postId}-error`} role="alert" className="font-semibold text-danger-fg">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={blank} loading={create.isPending} loadingText="Posting..." className="self-end">
        Post Reply
      </Button>
    </form>
  )
}
