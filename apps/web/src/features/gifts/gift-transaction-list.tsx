import { Gift, Inbox } from 'lucide-react'
import { nameWithHandle } from '@petfolk/contract/members'
import type { GiftTransaction } from '@petfolk/contract/gifts'
import { formatUsd } from '../../lib/money.ts'
import { formatTimestampDate } from '../../lib/timestamps.ts'
import { listLoadFailed } from '../../lib/use-paged-list.ts'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { LoadMoreButton } from '../../ui/load-more-button.tsx'
import { SkeletonCards } from '../../ui/skeleton.tsx'
import { useGiftTransactions, type GiftDirection } from './api/get-gift-transactions.ts'
import { MemberLink } from '../../ui/member-link.tsx'
import { ReportButton } from '../reports/index.ts'

const SKELETON_COUNT = 3

interface GiftTransactionListProps {
  direction: GiftDirection
  onBrowse: () => void
}

/** Gifts I sent or received, newest first. */
export function GiftTransactionList({ direction, onBrowse }: GiftTransactionListProps) {
  const gifts = useGiftTransactions(direction)
  const label = direction === 'sent' ? 'Gifts you sent' : 'Gifts you received'

  if (gifts.isPending) {
    return (
      <SkeletonCards count={SKELETON_COUNT} cardClassName="h-28" layout="stack" label={`Loading ${label.toLowerCase()}`} />
    )
  }
  if (listLoadFailed(gifts)) {
    return (
      <LoadError variant="card" error={gifts.error} onRetry={() => void gifts.refetch()} />
    )
  }
  const list = gifts.data ?? []
  if (list.length === 0) {
    return direction === 'sent' ? (
      <EmptyState
        icon={Gift}
        title="No gifts sent yet"
        hint="Choose a gift under Browse Gifts to brighten another pet’s day."
        action={<Button onClick={onBrowse}>Browse Gifts</Button>}
      />
    ) : (
      <EmptyState icon={Inbox} title="No gifts received yet" hint="When another member sends you a gift, it shows up here." />
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={label} className="flex flex-col gap-3">
        {list.map((gift) => (
          <GiftTransactionItem key={gift.id} gift={gift} direction={direction} />
        ))}
      </ul>
      <LoadMoreButton query={gifts} />
    </div>
  )
}

function GiftTransactionItem({ gift, direction }: { gift: GiftTransaction; direction: GiftDirection }) {
  return (
    <li className="flex gap-4 rounded-card border border-line bg-surface p-4 shadow-raised">
      {gift.product_image ? (
        <img
          src={gift.product_image}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          className="size-16 shrink-0 rounded-control bg-sunken object-cover sm:size-20"
        />
      ) : (
        <span className="flex size-16 shrink-0 items-center justify-center rounded-control bg-brand-soft text-brand-fg sm:size-20">
          <Gift aria-hidden="true" className="size-7" />
        </span>
      )}
      <div className="flex min-w-0 grow flex-col gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 className="font-bold">
            {gift.quantity > 1 ? <span className="tabular">{gift.quantity} × </span> : null}
            {gift.product_name}
          </h3>
          <p className="font-extrabold tabular">{formatUsd(gift.total_amount)}</p>
        </div>
        <p className="text-fg-muted">
          {direction === 'sent' ? 'To ' : 'From '}
          {direction === 'sent' ? <MemberLink name={gift.receiver_name} handle={gift.receiver_handle} /> : <MemberLink name={gift.sender_name} handle={gift.sender_handle} />}
          {gift.pet_name ? ` · for ${gift.pet_name}` : ''}
        </p>
        {gift.gift_message ? <p className="rounded-control bg-sunken px-3 py-2 italic wrap-anywhere">“{gift.gift_message}”</p> : null}
        {gift.gift_message && direction === 'received' ? (
          <ReportButton kind="gift_note" id={gift.id} what={`the note from ${nameWithHandle(gift.sender_name, gift.sender_handle)}`} className="self-start" />
        ) : null}
        <p className="text-sm text-fg-muted">
          {gift.vendor_name} · <time dateTime={gift.created_at}>{formatTimestampDate(gift.created_at)}</time>
        </p>
      </div>
    </li>
  )
}
