import { useState } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { ArrowLeft, CircleCheck, Package, Truck } from 'lucide-react'
import { ORDER_STATUS_LABELS, isCancellable, type MerchandiseOrder, type OrderItem, type OrderStatus } from '@petfolk/contract/merchandise'
import { describeActionError } from '../../lib/api.ts'
import { formatUsd } from '../../lib/money.ts'
import { formatTimestampDate } from '../../lib/timestamps.ts'
import { Badge, type BadgeTone } from '../../ui/badge.tsx'
import { Button, buttonClasses } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { FormAlert } from '../../ui/form-alert.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useOrders } from './api/get-orders.ts'
import { goToPayment, useCancelOrder, useStartPayment } from './api/order-actions.ts'
import type { PetOption } from './customize-dialog.tsx'

export const ORDERS_PATH = '/merchandise/orders'
export const ORDER_PLACED = 'It is waiting for payment: pay for it below whenever you are ready.'
export const PAYMENT_FAILED = 'We could not start the payment. Please try again.'
export const CANCEL_FAILED = 'We could not cancel that order. Please try again.'

/** Each status's badge colour; the words come from the contract. */
export const STATUS_TONES: Readonly<Record<OrderStatus, BadgeTone>> = { pending_payment: 'warning', paid: 'info', shipped: 'success', cancelled: 'neutral' }

/** Where checkout and the payment pages send the member: this page, naming the order just placed or paid. */
export interface OrdersLocationState {
  placed?: number
  paid?: number
}

/** /merchandise/orders: every order I placed at checkout, newest first, with status, items and total. */
export function OrdersPage({ pets }: { pets: PetOption[] | undefined }) {
  const state = useLocation().state as OrdersLocationState | null
  const placed = state?.placed
  // Stripe Checkout comes back with ?paid=<id>; its webhook may mark the order paid a moment later.
  const [search] = useSearchParams()
  const paidParam = Number(search.get('paid'))
  const paid = state?.paid ?? (Number.isSafeInteger(paidParam) && paidParam > 0 ? paidParam : undefined)
  const orders = useOrders(paid)
  const petName = (id: number | null) => (id === null ? null : (pets?.find((pet) => pet.id === id)?.name ?? null))

  return (
    <div className="flex flex-col gap-6">
      <title>Your Orders · Petfolk</title>
      <div>
        <Link to="/merchandise" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Merchandise
        </Link>
      </div>
      <h1 className="text-3xl font-extrabold">Your Orders</h1>
      {placed !== undefined ? (
        <div role="status" className="flex items-start gap-3 rounded-card bg-success-soft p-4 text-success-fg">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            <span className="font-bold">Order #{placed} placed.</span> {ORDER_PLACED}
          </p>
        </div>
      ) : null}
      {paid !== undefined ? (
        <div role="status" className="flex items-start gap-3 rounded-card bg-success-soft p-4 text-success-fg">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            <span className="font-bold">Thanks for paying for order #{paid}.</span> We will tell you when it ships.
          </p>
        </div>
      ) : null}
      {orders.isPending ? (
        <div role="status" aria-label="Loading your orders" className="flex flex-col gap-3">
          <Skeleton className="h-40 rounded-card" />
          <Skeleton className="h-40 rounded-card" />
        </div>
      ) : orders.isError ? (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <EmptyState
          icon={Package}
          title="No orders yet"
          headingLevel={2}
          hint="Check out your cart and your orders show up here."
          action={
            <Link to="/merchandise" className={buttonClasses()}>
              Browse Products
            </Link>
          }
        />
      ) : (
        <ul aria-label="Your orders" className="flex flex-col gap-4">
          {orders.data.map((order) => (
            <OrderCard key={order.id} order={order} petName={petName} />
          ))}
        </ul>
      )}
    </div>
  )
}

function OrderCard({ order, petName }: { order: MerchandiseOrder; petName: (id: number | null) => string | null }) {
  const headingId = `order-${order.id}`
  return (
    <li>
      <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-raised">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={headingId} className="text-xl font-bold">
              Order #{order.id}
            </h2>
            <p className="text-sm text-fg-muted">
              Placed <time dateTime={order.created_at}>{formatTimestampDate(order.created_at)}</time>
            </p>
          </div>
          <Badge tone={STATUS_TONES[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
        </header>
        {order.status === 'shipped' ? (
          <p className="flex items-start gap-2 rounded-control bg-success-soft p-3 text-success-fg">
            <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span className="min-w-0 wrap-anywhere">
              <span className="font-semibold">Shipped{order.shipped_at ? ` ${formatTimestampDate(order.shipped_at)}` : ''}.</span>
              {order.tracking_note ? ` Tracking: ${order.tracking_note}` : null}
            </span>
          </p>
        ) : null}
        <ul aria-label={`Items in order #${order.id}`} className="flex flex-col divide-y divide-line">
          {order.items.map((item, index) => (
            <OrderLine key={index} item={item} pet={petName(item.pet_id)} />
          ))}
        </ul>
        <footer className="flex flex-wrap items-end justify-between gap-3 border-t border-line pt-3">
          {order.shipping_address ? (
            <p className="min-w-0 text-sm wrap-anywhere whitespace-pre-line text-fg-muted">
              <span className="font-semibold text-fg">Ships to:</span> {order.shipping_address}
            </p>
          ) : (
            <span />
          )}
          <p className="flex items-baseline gap-3">
            <span className="font-bold">Total</span>
            <span className="text-xl font-extrabold tabular">{formatUsd(order.total_price)}</span>
          </p>
        </footer>
        <OrderActions order={order} />
      </article>
    </li>
  )
}

/** Pay for an order waiting for payment; cancel one that has not shipped (after asking). */
function OrderActions({ order }: { order: MerchandiseOrder }) {
  const navigate = useNavigate()
  const startPayment = useStartPayment()
  const cancel = useCancelOrder()
  const [confirming, setConfirming] = useState(false)
  if (!isCancellable(order.status)) return null
  const error = startPayment.error ? describeActionError(startPayment.error, PAYMENT_FAILED) : cancel.error ? describeActionError(cancel.error, CANCEL_FAILED) : null
  return (
    <div className="flex flex-col gap-3">
      {error ? <FormAlert message={error} /> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Cancel order #{order.id}
        </Button>
        {order.status === 'pending_payment' ? (
          <Button
            loading={startPayment.isPending}
            loadingText="Opening payment..."
            onClick={() => startPayment.mutate(order.id, { onSuccess: ({ payment_url }) => goToPayment(payment_url, (path) => void navigate(path)) })}
          >
            Pay for order #{order.id}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Cancel order #${order.id}?`}
        description={order.status === 'paid' ? 'Your payment will be refunded. This cannot be undone.' : 'It will not be shipped. This cannot be undone.'}
        confirmLabel="Cancel order"
        confirmingLabel="Cancelling..."
        cancelLabel="Keep order"
        confirming={cancel.isPending}
        onConfirm={() => cancel.mutate(order.id, { onSettled: () => setConfirming(false) })}
      />
    </div>
  )
}

function OrderLine({ item, pet }: { item: OrderItem; pet: string | null }) {
  const details = [
    item.selected_size ? ['Size', item.selected_size] : null,
    item.selected_color ? ['Color', item.selected_color] : null,
    item.custom_text ? ['Text', `“${item.custom_text}”`] : null,
    pet ? ['Pet', pet] : null,
    ['Qty', String(item.quantity)],
  ].filter((detail): detail is string[] => detail !== null)
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 first:pt-0">
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="font-semibold wrap-anywhere">{item.product_name}</h3>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {details.map(([term, value]) => (
            <div key={term} className="flex gap-1">
              <dt className="font-semibold">{term}:</dt>
              <dd className="wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="font-extrabold tabular">{formatUsd(item.total_price)}</p>
    </li>
  )
}
