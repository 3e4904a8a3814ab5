import { useState, type FormEvent } from 'react'
import { Ban, CircleCheck, Clock, Package, Truck, type LucideIcon } from 'lucide-react'
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  TRACKING_NOTE_MAX,
  isCancellable,
  type MerchandiseOrder,
  type OrderStatus,
  type StaffOrderStatusInput,
} from '@petfolk/contract/merchandise'
import { describeActionError } from '../../lib/api.ts'
import { formatUsd } from '../../lib/money.ts'
import { formatTimestampDate } from '../../lib/timestamps.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { Dialog, DialogActions } from '../../ui/dialog.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { Field, inputClasses } from '../../ui/field.tsx'
import { FormAlert } from '../../ui/form-alert.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { LoadMoreButton } from '../../ui/load-more-button.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs.tsx'
import { useChangeOrderStatus, useStaffOrders } from './api/staff-orders.ts'
import { STATUS_TONES } from './orders-page.tsx'

export const CHANGE_FAILED = 'That change did not go through. Please try again.'
export const TRACKING_NOTE_NEEDED = 'Add a tracking note: the carrier and tracking number, say.'

const STATUS_ICONS: Readonly<Record<OrderStatus, LucideIcon>> = { pending_payment: Clock, paid: CircleCheck, shipped: Truck, cancelled: Ban }

/** /admin/orders: merchandise orders by status, newest first, with what staff can do to each. */
export function StaffOrdersPage() {
  const [status, setStatus] = useState<OrderStatus>('paid')
  return (
    <section aria-labelledby="staff-orders-heading" className="flex flex-col gap-4">
      <title>Orders · Staff · Petfolk</title>
      <h2 id="staff-orders-heading" className="text-2xl font-bold">
        Orders
      </h2>
      <Tabs value={status} onValueChange={(value) => setStatus(ORDER_STATUSES.find((s) => s === value) ?? 'paid')}>
        <TabList label="Orders by status">
          {ORDER_STATUSES.map((s) => (
            <Tab key={s} value={s} icon={STATUS_ICONS[s]}>
              {ORDER_STATUS_LABELS[s]}
            </Tab>
          ))}
        </TabList>
        {ORDER_STATUSES.map((s) => (
          <TabPanel key={s} value={s}>
            {s === status ? <OrdersInStatus status={s} /> : null}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  )
}

function OrdersInStatus({ status }: { status: OrderStatus }) {
  const orders = useStaffOrders(status)
  if (orders.isPending) return <Skeleton className="h-40 rounded-card" />
  if (orders.isError && !orders.data) return <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
  if (orders.data.length === 0) return <EmptyState icon={Package} headingLevel={3} title={`No orders ${ORDER_STATUS_LABELS[status].toLowerCase()}`} hint="Orders show up here as members check out." />
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={`${ORDER_STATUS_LABELS[status]} orders`} className="flex flex-col gap-4">
        {orders.data.map((order) => (
          <StaffOrderCard key={order.id} order={order} />
        ))}
      </ul>
      <LoadMoreButton query={orders} />
    </div>
  )
}

function StaffOrderCard({ order }: { order: MerchandiseOrder }) {
  const change = useChangeOrderStatus()
  const [shipping, setShipping] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const headingId = `staff-order-${order.id}`
  const apply = (body: StaffOrderStatusInput, done?: () => void) => change.mutate({ id: order.id, change: body }, { onSuccess: done })
  return (
    <li>
      <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-raised">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-bold">
              Order #{order.id}
            </h3>
            <p className="text-sm wrap-anywhere text-fg-muted">
              {order.customer_name} · {order.customer_email} · placed <time dateTime={order.created_at}>{formatTimestampDate(order.created_at)}</time>
            </p>
          </div>
          <Badge tone={STATUS_TONES[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
        </header>
        <ul aria-label={`Items in order #${order.id}`} className="flex flex-col gap-1 text-sm">
          {order.items.map((item, index) => (
            <li key={index} className="flex justify-between gap-3">
              <span className="min-w-0 wrap-anywhere">
                {item.quantity} × {item.product_name}
                {[item.selected_size, item.selected_color, item.custom_text ? `“${item.custom_text}”` : null].filter(Boolean).length > 0
                  ? ` (${[item.selected_size, item.selected_color, item.custom_text ? `“${item.custom_text}”` : null].filter(Boolean).join(', ')})`
                  : ''}
              </span>
              <span className="tabular">{formatUsd(item.total_price)}</span>
            </li>
          ))}
        </ul>
        <p className="text-sm wrap-anywhere whitespace-pre-line">
          <span className="font-semibold">Ships to:</span> {order.shipping_address ?? 'No address'}
        </p>
        {order.tracking_note ? (
          <p className="text-sm wrap-anywhere">
            <span className="font-semibold">Tracking:</span> {order.tracking_note}
          </p>
        ) : null}
        <p className="flex items-baseline gap-2">
          <span className="font-bold">Total</span>
          <span className="text-lg font-extrabold tabular">{formatUsd(order.total_price)}</span>
        </p>
        {change.error && !shipping && !cancelling ? <FormAlert message={describeActionError(change.error, CHANGE_FAILED)} /> : null}
        {isCancellable(order.status) ? (
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={() => setCancelling(true)}>
              Cancel order #{order.id}
            </Button>
            {order.status === 'pending_payment' ? (
              <Button size="sm" loading={change.isPending} loadingText="Saving..." onClick={() => apply({ status: 'paid' })}>
                Mark order #{order.id} paid
              </Button>
            ) : (
              <Button size="sm" onClick={() => setShipping(true)}>
                Mark order #{order.id} shipped
              </Button>
            )}
          </div>
        ) : null}
      </article>
      <ShipDialog
        order={order}
        open={shipping}
        onOpenChange={(open) => {
          setShipping(open)
          if (!open) change.reset()
        }}
        saving={change.isPending}
        error={change.error ? describeActionError(change.error, CHANGE_FAILED) : null}
        onShip={(note) => apply({ status: 'shipped', tracking_note: note }, () => setShipping(false))}
      />
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={`Cancel order #${order.id}?`}
        description={
          order.status === 'paid'
            ? 'The member is told, and their payment must be refunded in the payment provider. This cannot be undone.'
            : 'The member is told. This cannot be undone.'
        }
        confirmLabel="Cancel order"
        confirmingLabel="Cancelling..."
        cancelLabel="Keep order"
        confirming={change.isPending}
        onConfirm={() => change.mutate({ id: order.id, change: { status: 'cancelled' } }, { onSettled: () => setCancelling(false) })}
      />
    </li>
  )
}

function ShipDialog(props: { order: MerchandiseOrder; open: boolean; onOpenChange: (open: boolean) => void; saving: boolean; error: string | null; onShip: (note: string) => void }) {
  const { order, open, onOpenChange, saving, error, onShip } = props
  const [note, setNote] = useState('')
  const [missing, setMissing] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!note.trim()) {
      setMissing(true)
      return
    }
    onShip(note.trim())
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Ship order #${order.id}`} description="The member is told it shipped, with this note.">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={error} />
        <Field label="Tracking note" required hint="The carrier and tracking number, say." error={missing ? TRACKING_NOTE_NEEDED : null}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={TRACKING_NOTE_MAX}
              value={note}
              onChange={(event) => {
                setNote(event.target.value)
                setMissing(false)
              }}
              className={`${inputClasses} py-2`}
            />
          )}
        </Field>
        <DialogActions>
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Back
          </Button>
          <Button type="submit" loading={saving} loadingText="Saving...">
            Mark shipped
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
