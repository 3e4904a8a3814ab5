import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { ArrowLeft, CircleAlert, MapPin, MessageCircle, MessagesSquare, Pin, PinOff, Plus, SearchX, Trash2, Users } from 'lucide-react'
import { boardSchema, REMOVED_POST_TEXT, type Board, type BoardPost } from '@petfolk/contract/boards'
import { describeActionError } from '../../lib/api.ts'
import { listLoadFailed } from '../../lib/use-paged-list.ts'
import { formatTimestampDate } from '../../lib/timestamps.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button, buttonClasses } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { LoadMoreButton } from '../../ui/load-more-button.tsx'
import { Skeleton, SkeletonCards } from '../../ui/skeleton.tsx'
import { StaffBadge } from '../../ui/staff-badge.tsx'
import { useBoardPosts } from './api/get-board-posts.ts'
import { useBoards } from './api/get-boards.ts'
import { usePinPost, useRemovePost } from './api/moderate-post.ts'
import { memberCount, replyCount } from './board-labels.ts'
import { boardFilterFrom, listSearch, type BoardLocationState } from './board-params.ts'
import { DiscussionDialog } from './discussion-dialog.tsx'
import { NewPostDialog } from './new-post-dialog.tsx'
import { BlockedContent } from '../blocks/index.ts'
import { ReportButton } from '../reports/index.ts'
import { useAuth } from '../../auth/auth-context.ts'
import { MemberLink } from '../../ui/member-link.tsx'

export const POST_SKELETON_COUNT = 3
export const PIN_FAILED = 'Failed to update the post. Please try again.'
export const REMOVE_FAILED = 'Failed to remove the post. Please try again.'

/**
 * The board as the list last showed it (so a toggle is reflected), else as it was when opened
 * (kept in the history entry, so a reload still knows it), else the unfiltered list's copy.
 */
function useBoard(boardId: number): { board: Board | undefined; isPending: boolean } {
  const [params] = useSearchParams()
  const location = useLocation()
  const fromHistory = boardSchema.safeParse((location.state as BoardLocationState | null)?.board)
  const opened = fromHistory.success && fromHistory.data.id === boardId ? fromHistory.data : undefined
  const list = useBoards(boardFilterFrom(params))
  const fromList = list.data?.find((board) => board.id === boardId)
  // A link to a board beyond the loaded pages: look further, a page at a time.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list
  const lookFurther = fromList === undefined && !opened && list.isSuccess && hasNextPage
  useEffect(() => {
    if (lookFurther && !isFetchingNextPage) void fetchNextPage()
  }, [lookFurther, isFetchingNextPage, fetchNextPage])
  return { board: fromList ?? opened, isPending: (list.isPending || lookFurther) && !opened }
}

export function BoardDetail({ boardId }: { boardId: number }) {
  const [params] = useSearchParams()
  const { board, isPending } = useBoard(boardId)
  const back = (
    <Link to={{ search: listSearch(params) }} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 self-start' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Boards
    </Link>
  )

  if (isPending) {
    return (
      <div className="flex flex-col gap-6" aria-busy="true">
        {back}
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-24" />
      </div>
    )
  }
  if (!board) {
    return (
      <div className="flex flex-col gap-6">
        <title>Board not found · Petfolk</title>
        {back}
        <h1 className="sr-only">Board not found</h1>
        <EmptyState icon={SearchX} title="Board not found" hint="This board may have been removed, or the address has a typo." />
      </div>
    )
  }
  return <BoardView board={board} back={back} />
}

function BoardView({ board, back }: { board: Board; back: ReactNode }) {
  const posts = useBoardPosts(board.id)
  const [composing, setComposing] = useState(false)
  const [openPostId, setOpenPostId] = useState<number | null>(null)
  const openPost = posts.data?.find((post) => post.id === openPostId) ?? null
  const list = posts.data ?? []
  const pin = usePinPost(board.id)
  const remove = useRemovePost(board.id)
  const [removing, setRemoving] = useState<BoardPost | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  const togglePin = (post: BoardPost) =>
    pin.mutate(
      { id: post.id, is_pinned: !post.is_pinned },
      {
        onSuccess: (saved) => toast.success(saved.is_pinned ? `“${saved.title}” is pinned to the top.` : `“${saved.title}” is no longer pinned.`),
        onError: (error) => toast.error(describeActionError(error, PIN_FAILED)),
      },
    )
  const confirmRemove = () => {
    if (!removing) return
    remove.mutate(
      { id: removing.id },
      {
        onSuccess: () => {
          setRemoving(null)
          toast.success('The post was removed.')
        },
        onError: (error) => toast.error(describeActionError(error, REMOVE_FAILED)),
      },
    )
  }

  const newPostButton = (label: string) => (
    <Button onClick={() => setComposing(true)} disabled={!board.is_active}>
      <Plus aria-hidden="true" className="size-5" />
      {label}
    </Button>
  )

  return (
    <div className="flex flex-col gap-6">
      <title>{`${board.name} · Community · Petfolk`}</title>
      {back}
      <header className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-raised sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex min-w-0 flex-col gap-2">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-3xl font-extrabold wrap-anywhere">{board.name}</h1>
              {board.is_active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}
            </div>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-fg-muted">
              <span className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {board.city}, {board.state} <span className="shrink-0 tabular">{board.zip_code}</span>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Users aria-hidden="true" className="size-4" />
                <span className="tabular">{memberCount(board.member_count)}</span>
              </span>
            </p>
          </div>
          {newPostButton('New Post')}
        </div>
        <p className="whitespace-pre-line">{board.description}</p>
        {!board.is_active ? (
          <p className="flex items-start gap-2 rounded-control bg-warning-soft p-3 text-warning-fg">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {board.is_moderator
              ? 'This board is inactive. Activate it from the board list to post here.'
              : 'This board is inactive. Only its moderator can switch it back on.'}
          </p>
        ) : null}
      </header>

      <section aria-labelledby="posts-heading" aria-busy={posts.isPending} className="flex flex-col gap-4">
        <h2 id="posts-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold">
          Posts
        </h2>
        {posts.isPending ? (
          <SkeletonCards count={POST_SKELETON_COUNT} cardClassName="h-28" layout="stack" />
        ) : listLoadFailed(posts) ? (
          <LoadError variant="card" error={posts.error} onRetry={() => void posts.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState
            icon={MessagesSquare}
            title="No messages yet"
            hint="Start the conversation: ask a question or share something with owners nearby."
            action={newPostButton('Create First Post')}
          />
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {list.map((post) => (
                <PostItem
                  key={post.id}
                  post={post}
                  onOpen={() => setOpenPostId(post.id)}
                  moderation={
                    board.is_moderator
                      ? { onTogglePin: () => togglePin(post), onRemove: () => setRemoving(post), pinning: pin.isPending && pin.variables?.id === post.id }
                      : null
                  }
                />
              ))}
            </ul>
            <LoadMoreButton query={posts} />
          </>
        )}
      </section>

      <NewPostDialog boardId={board.id} open={composing} onOpenChange={setComposing} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null)
        }}
        title="Remove this post?"
        description={
          removing
            ? `“${removing.title}” by ${removing.username} will read “${REMOVED_POST_TEXT}” for everyone. Its replies stay. This cannot be undone.`
            : ''
        }
        confirmLabel="Remove Post"
        confirmingLabel="Removing..."
        confirming={remove.isPending}
        onConfirm={confirmRemove}
        onCloseAutoFocus={(event) => {
          // After a removal the post's Remove button is gone: focus the list heading instead.
          if (remove.isSuccess) {
            event.preventDefault()
            headingRef.current?.focus()
            remove.reset()
          }
        }}
      />
      <DiscussionDialog
        post={openPost}
        boardActive={board.is_active}
        onOpenChange={(open) => {
          if (!open) setOpenPostId(null)
        }}
      />
    </div>
  )
}

interface Moderation {
  onTogglePin: () => void
  onRemove: () => void
  pinning: boolean
}

/** `moderation` is null unless the viewer moderates the board (the server says so, from the session). */
function PostItem({ post, onOpen, moderation }: { post: BoardPost; onOpen: () => void; moderation: Moderation | null }) {
  const { user } = useAuth()
  const own = post.author_id !== null && post.author_id === user?.id
  return (
    <li className="flex flex-col rounded-card border border-line bg-surface shadow-raised transition-colors hover:border-line-strong">
      <BlockedContent authorId={post.author_id}>
        <button type="button" onClick={onOpen} className="flex w-full flex-col gap-2 rounded-card p-4 text-left sm:p-5">
          <span className="flex flex-wrap items-center gap-2">
            {post.is_pinned ? (
              <Badge tone="warning">
                <Pin aria-hidden="true" className="size-3.5" />
                Pinned
              </Badge>
            ) : null}
            {post.is_removed ? (
              <span className="text-fg-muted italic">
                {REMOVED_POST_TEXT}
              </span>
            ) : (
              <span className="text-lg font-bold wrap-anywhere">
                {post.title}
              </span>
            )}
          </span>
          {post.is_removed ? null : <span className="line-clamp-2 text-fg-muted">{post.content}</span>}
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
            <span>{formatTimestampDate(post.created_at)}</span>
            <span className="inline-flex items-center gap-1">
              <MessageCircle aria-hidden="true" className="size-4" />
              <span className="tabular">{replyCount(post.reply_count)}</span>
            </span>
          </span>
        </button>
      </BlockedContent>
      {/* Outside the open button: a button cannot hold links or other buttons. Named in words: a collapsed post has no title to point at. */}
      <div role="group" aria-label={post.is_removed ? REMOVED_POST_TEXT : post.title} className="flex flex-wrap items-center justify-between gap-2 border-t border-line px-3 py-2 sm:px-4">
        <span className="flex min-w-0 flex-wrap items-center gap-2 text-sm text-fg-muted">
          <MemberLink name={post.username} handle={post.author_handle} />
          <StaffBadge role={post.author_role} />
        </span>
        <span className="flex flex-wrap justify-end gap-2">
          {!post.is_removed && !own ? <ReportButton kind="board_post" id={post.id} what={`the post “${post.title}”`} /> : null}
          {moderation && !post.is_removed ? <ModerationButtons post={post} moderation={moderation} /> : null}
        </span>
      </div>
    </li>
  )
}

function ModerationButtons({ post, moderation }: { post: BoardPost; moderation: Moderation }) {
  return (
    <>
      <Button variant="ghost" size="sm" onClick={moderation.onTogglePin} loading={moderation.pinning} loadingText={post.is_pinned ? 'Unpinning...' : 'Pinning...'}>
        {post.is_pinned ? <PinOff aria-hidden="true" className="size-4" /> : <Pin aria-hidden="true" className="size-4" />}
        {post.is_pinned ? 'Unpin' : 'Pin'}
      </Button>
      <Button variant="ghost" size="sm" onClick={moderation.onRemove} className="text-danger-fg">
        <Trash2 aria-hidden="true" className="size-4" />
        Remove
      </Button>
    </>
  )
}
