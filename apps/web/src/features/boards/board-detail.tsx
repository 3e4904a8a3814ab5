import { useEffect, useState, type ReactNode } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { ArrowLeft, CircleAlert, MapPin, MessageCircle, MessagesSquare, Pin, Plus, SearchX, TriangleAlert, Users } from 'lucide-react'
import { boardSchema, type Board, type BoardPost } from '@petfolk/contract/boards'
import { describeLoadError } from '../../lib/api.ts'
import { listLoadFailed } from '../../lib/use-paged-list.ts'
import { formatTimestampDate } from '../../lib/timestamps.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button, buttonClasses } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadMoreButton } from '../../ui/load-more-button.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useBoardPosts } from './api/get-board-posts.ts'
import { useBoards } from './api/get-boards.ts'
import { memberCount, replyCount } from './board-labels.ts'
import { boardFilterFrom, listSearch, type BoardLocationState } from './board-params.ts'
import { DiscussionDialog } from './discussion-dialog.tsx'
import { NewPostDialog } from './new-post-dialog.tsx'

export const POST_SKELETON_COUNT = 3

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
              <h1 className="text-3xl font-extrabold break-words">{board.name}</h1>
              {board.is_active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}
            </div>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-fg-muted">
              <span className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4" />
                {board.city}, {board.state} <span className="tabular">{board.zip_code}</span>
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
            This board is inactive. Activate it from the board list to post here.
          </p>
        ) : null}
      </header>

      <section aria-labelledby="posts-heading" aria-busy={posts.isPending} className="flex flex-col gap-4">
        <h2 id="posts-heading" className="text-xl font-bold">
          Posts
        </h2>
        {posts.isPending ? (
          <div className="flex flex-col gap-3">
            {Array.from({ length: POST_SKELETON_COUNT }, (_, index) => (
              <Skeleton key={index} className="h-28 rounded-card" />
            ))}
          </div>
        ) : listLoadFailed(posts) ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-card bg-danger-soft p-4 text-danger-fg">
            <p className="flex items-center gap-2 font-semibold">
              <TriangleAlert aria-hidden="true" className="size-5" />
              {describeLoadError(posts.error)}
            </p>
            <Button variant="secondary" size="sm" onClick={() => void posts.refetch()}>
              Try Again
            </Button>
          </div>
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
                <PostItem key={post.id} post={post} onOpen={() => setOpenPostId(post.id)} />
              ))}
            </ul>
            <LoadMoreButton query={posts} />
          </>
        )}
      </section>

      <NewPostDialog boardId={board.id} open={composing} onOpenChange={setComposing} />
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

function PostItem({ post, onOpen }: { post: BoardPost; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="flex w-full flex-col gap-2 rounded-card border border-line bg-surface p-4 text-left shadow-raised transition-colors hover:border-line-strong sm:p-5"
      >
        <span className="flex flex-wrap items-center gap-2">
          {post.is_pinned ? (
            <Badge tone="warning">
              <Pin aria-hidden="true" className="size-3.5" />
              Pinned
            </Badge>
          ) : null}
          <span className="text-lg font-bold break-words">{post.title}</span>
        </span>
        <span className="line-clamp-2 text-fg-muted">{post.content}</span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
          <span className="font-semibold text-fg">{post.username}</span>
          <span>{formatTimestampDate(post.created_at)}</span>
          <span className="inline-flex items-center gap-1">
            <MessageCircle aria-hidden="true" className="size-4" />
            <span className="tabular">{replyCount(post.reply_count)}</span>
          </span>
        </span>
      </button>
    </li>
  )
}
