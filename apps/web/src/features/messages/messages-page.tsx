import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ArrowLeft, Inbox as InboxIcon, Mail, MailOpen, PenLine, Reply, SearchX, Send } from 'lucide-react'
import { excerpt, replySubject, type DirectMessage } from '@petfolk/contract/messages'
import { useAuth } from '../../auth/auth-context.ts'
import { cx } from '../../lib/cx.ts'
import { formatTimestamp } from '../../lib/timestamps.ts'
import { listLoadFailed } from '../../lib/use-paged-list.ts'
import { Button, buttonClasses } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadError, LoadErrorReason } from '../../ui/load-error.tsx'
import { LoadMoreButton } from '../../ui/load-more-button.tsx'
import { Skeleton, SkeletonCards } from '../../ui/skeleton.tsx'
import { useMarkMessageRead } from './api/mark-message-read.ts'
import { useMessages } from './api/get-messages.ts'
import { useUnreadMessageCount } from './api/get-unread-count.ts'
import { nameWithHandle } from '@petfolk/contract/members'
import { ComposeMessageDialog, type ComposeDefaults } from './compose-message-dialog.tsx'
import { parseRouteId } from '../../lib/route-id.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { BlockMemberButton } from '../blocks/index.ts'
import { ReportButton } from '../reports/index.ts'
import { MemberLink } from '../../ui/member-link.tsx'

export const MESSAGE_SKELETON_COUNT = 4
export const NO_SUBJECT = '(No subject)'

/** An unread message this person received: it gets the 'New' badge and the highlight. */
export function isNewFor(message: DirectMessage, userId: number): boolean {
  return message.receiver_id === userId && !message.is_read
}

/** /messages: the inbox, or one message when `?message=<id>` names it. */
export function MessagesPage() {
  const { user } = useAuth()
  const [params] = useSearchParams()
  const messages = useMessages()
  const [compose, setCompose] = useState<ComposeDefaults | null>(null)
  const messageId = parseRouteId(params.get('message'))
  if (!user) return null

  const openCompose = (defaults: ComposeDefaults = {}) => setCompose(defaults)

  return (
    <>
      {messageId !== null ? (
        <MessageDetail
          key={messageId}
          messageId={messageId}
          userId={user.id}
          query={messages}
          onReply={(message) => {
            const fromMe = message.sender_id === user.id
            openCompose({
              receiver: fromMe
                ? { id: message.receiver_id, name: message.receiver_name, handle: message.receiver_handle }
                : { id: message.sender_id, name: message.sender_name, handle: message.sender_handle },
              subject: replySubject(message.subject),
            })
          }}
        />
      ) : (
        <InboxList userId={user.id} query={messages} onCompose={() => openCompose()} />
      )}
      <ComposeMessageDialog
        defaults={compose}
        onOpenChange={(open) => {
          if (!open) setCompose(null)
        }}
      />
    </>
  )
}

type MessagesQuery = ReturnType<typeof useMessages>

function InboxList({ userId, query, onCompose }: { userId: number; query: MessagesQuery; onCompose: () => void }) {
  const list = query.data ?? []
  // The server counts every unread message, also those on pages not loaded yet.
  const unreadCount = useUnreadMessageCount()
  const unread = unreadCount.data ?? list.filter((message) => isNewFor(message, userId)).length
  return (
    <div className="flex flex-col gap-6">
      <title>Messages · Petfolk</title>
      <PageHeader
        title="Messages"
        description={
          unread > 0 ? (
            <>
              You have <span className="font-semibold text-fg tabular">{unread}</span> new{' '}
              {unread === 1 ? 'message' : 'messages'}.
            </>
          ) : (
            'Private messages between you and other pet owners.'
          )
        }
      >
        <Button onClick={onCompose}>
          <PenLine aria-hidden="true" className="size-5" />
          Compose Message
        </Button>
      </PageHeader>

      <section aria-label="Your messages" aria-busy={query.isPending}>
        {query.isPending ? (
          <SkeletonCards count={MESSAGE_SKELETON_COUNT} cardClassName="h-24" layout="stack" />
        ) : listLoadFailed(query) ? (
          <LoadError variant="card" error={query.error} onRetry={() => void query.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState
            icon={InboxIcon}
            title="No messages yet"
            headingLevel={2}
            hint="Write to another pet owner by their name or e-mail address."
            action={
              <Button onClick={onCompose}>
                <PenLine aria-hidden="true" className="size-5" />
                Compose Message
              </Button>
            }
          />
        ) : (
          <div className="flex flex-col gap-4">
            <ul className="flex flex-col gap-3">
              {list.map((message) => (
                <MessageItem key={message.id} message={message} userId={userId} />
              ))}
            </ul>
            <LoadMoreButton query={query} />
          </div>
        )}
      </section>
    </div>
  )
}

function MessageItem({ message, userId }: { message: DirectMessage; userId: number }) {
  const fresh = isNewFor(message, userId)
  const sent = message.sender_id === userId
  const Icon = sent ? Send : fresh ? Mail : MailOpen
  return (
    <li>
      <Link
        to={{ search: `?message=${message.id}` }}
        className={cx(
          'flex gap-3 rounded-card border p-4 shadow-raised transition-colors sm:p-5',
          fresh ? 'border-brand bg-brand-soft hover:bg-brand-soft/70' : 'border-line bg-surface hover:border-line-strong',
        )}
      >
        <Icon aria-hidden="true" className={cx('mt-1 size-5 shrink-0', fresh ? 'text-brand-fg' : 'text-fg-muted')} />
        <span className="flex min-w-0 grow flex-col gap-1">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className={cx('wrap-anywhere', fresh ? 'font-extrabold' : 'font-semibold')}>
              {sent ? `To ${nameWithHandle(message.receiver_name, message.receiver_handle)}` : `From ${nameWithHandle(message.sender_name, message.sender_handle)}`}
            </span>
            {fresh ? (
              <span className="inline-flex items-center rounded-full bg-brand px-2.5 py-0.5 text-sm font-bold text-on-brand">New</span>
            ) : null}
            <span className="ml-auto text-sm text-fg-muted">{formatTimestamp(message.created_at)}</span>
          </span>
          <span className={cx('wrap-anywhere', fresh ? 'font-bold' : 'font-semibold')}>{message.subject ?? NO_SUBJECT}</span>
          <span className="wrap-anywhere text-fg-muted">{excerpt(message.content)}</span>
        </span>
      </Link>
    </li>
  )
}

interface MessageDetailProps {
  messageId: number
  userId: number
  query: MessagesQuery
  onReply: (message: DirectMessage) => void
}

function MessageDetail({ messageId, userId, query, onReply }: MessageDetailProps) {
  const message = query.data?.find((m) => m.id === messageId)
  const markRead = useMarkMessageRead()
  const { mutate } = markRead
  const attempted = useRef(false)
  const shouldMark = message !== undefined && isNewFor(message, userId)

  // An unread message received by this person is marked read when opened (once).
  useEffect(() => {
    if (!shouldMark || attempted.current) return
    attempted.current = true
    mutate(messageId, { onError: (error) => console.error('Failed to mark message as read', error) })
  }, [shouldMark, messageId, mutate])

  // A link to an older message than the loaded pages hold: look further, a page at a time.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query
  const lookFurther = message === undefined && query.isSuccess && hasNextPage
  useEffect(() => {
    if (lookFurther && !isFetchingNextPage) void fetchNextPage()
  }, [lookFurther, isFetchingNextPage, fetchNextPage])

  const back = (
    <Link to={{ search: '' }} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 self-start' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Messages
    </Link>
  )

  if (query.isPending || lookFurther) {
    return (
      <div className="flex flex-col gap-6" aria-busy="true">
        {back}
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-40 rounded-card" />
      </div>
    )
  }
  if (listLoadFailed(query)) {
    return (
      <div className="flex flex-col gap-6">
        {back}
        <LoadErrorReason error={query.error} />
      </div>
    )
  }
  if (!message) {
    return (
      <div className="flex flex-col gap-6">
        <title>Message not found · Petfolk</title>
        {back}
        <h1 className="sr-only">Message not found</h1>
        <EmptyState icon={SearchX} title="Message not found" hint="It may be older than the messages shown here, or the address has a typo." />
      </div>
    )
  }

  const sent = message.sender_id === userId
  const subject = message.subject ?? NO_SUBJECT
  return (
    <div className="flex flex-col gap-6">
      <title>{`${subject} · Messages · Petfolk`}</title>
      {back}
      <article aria-labelledby="message-subject" className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5 shadow-raised sm:p-6">
        <header className="flex flex-col gap-3">
          <h1 id="message-subject" className="text-2xl font-extrabold wrap-anywhere sm:text-3xl">
            {subject}
          </h1>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold text-fg-muted">From</dt>
            <dd>{sent ? `${nameWithHandle(message.sender_name, message.sender_handle)} (you)` : <MemberLink name={message.sender_name} handle={message.sender_handle} />}</dd>
            <dt className="font-semibold text-fg-muted">To</dt>
            <dd>{sent ? <MemberLink name={message.receiver_name} handle={message.receiver_handle} /> : `${nameWithHandle(message.receiver_name, message.receiver_handle)} (you)`}</dd>
            <dt className="font-semibold text-fg-muted">Sent</dt>
            <dd>{formatTimestamp(message.created_at)}</dd>
          </dl>
        </header>
        <p className="border-t border-line pt-5 wrap-anywhere whitespace-pre-line">{message.content}</p>
        <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
          {sent ? null : <ReportButton kind="direct_message" id={message.id} what="this message" />}
          {sent ? (
            <BlockMemberButton userId={message.receiver_id} name={nameWithHandle(message.receiver_name, message.receiver_handle)} />
          ) : (
            <BlockMemberButton userId={message.sender_id} name={nameWithHandle(message.sender_name, message.sender_handle)} />
          )}
          <Button onClick={() => onReply(message)}>
            <Reply aria-hidden="true" className="size-4" />
            Reply
          </Button>
        </div>
      </article>
    </div>
  )
}
