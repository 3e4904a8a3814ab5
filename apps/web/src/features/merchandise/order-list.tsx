import { Info, Package, TriangleAlert } from 'lucide-react'
import type { CustomOrder } from '@petfolk/contract/merchandise'
import { describeLoadError } from '../../lib/api.ts'
import { formatUsd } from '../../lib/money.ts'
import { formatTimestampDate } from '../../lib/timestamps.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useOrders } from './api/get-orders.ts'

const STATUS: Record<CustomOrder['status'], { label: string; tone: 'info' | 'warning' }> = {
  customized: { label: 'Customized', tone: 'info' },
  pending_payment: { label: 'Pending payment', tone: 'warning' },
}

/** My orders: customised items and those placed at checkout, waiting for payment. */
export function OrderList() {
  const orders = useOrders()
  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-4">
      <h2 id="orders-heading" className="text-2xl font-bold">
        Your Orders
      </h2>
      {orders.isPending ? (
        <div role="status" aria-label="Loading your orders" className="flex flex-col gap-3">
          <Skeleton className="h-20 rounded-card" />
          <Skeleton className="h-20 rounded-card" />
        </div>
      ) : orders.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-card bg-danger-soft p-4 text-danger-fg">
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlert aria-hidden="true" className="size-5" />
            {describeLoadError(orders.error)}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void orders.refetch()}>
            Try Again
          </Button>
        </div>
      ) : orders.data.length === 0 ? (
        <EmptyState icon={Package} title="No orders yet" hint="Customize a product, or check out your cart, and your orders show up here." />
      ) : (
        <>
          {orders.data.some((order) => order.status === 'pending_payment') ? (
            <p role="note" className="flex items-start gap-2 rounded-control bg-info-soft p-3 text-info-fg">
              <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              Online payment is not available in this release: orders marked Pending payment are saved and we will contact you to
              arrange payment.
            </p>
          ) : null}
          <ul aria-label="Your orders" className="flex flex-col gap-3">
            {orders.data.map((order) => {
              const status = STATUS[order.status]
              const details = [
                order.selected_size ? `Size ${order.selected_size}` : null,
                order.selected_color,
                order.custom_text ? `“${order.custom_text}”` : null,
                `Qty ${order.quantity}`,
              ].filter(Boolean)
              return (
                <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-surface p-4">
                  <div className="flex min-w-0 flex-col gap-1">
                    <h3 className="font-bold">{order.product_name}</h3>
                    <p className="text-sm text-fg-muted">{details.join(' · ')}</p>
                    <p className="text-sm text-fg-muted">
                      Order #{order.id} · <time dateTime={order.created_at}>{formatTimestampDate(order.created_at)}</time>
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <Badge tone={status.tone}>{status.label}</Badge>
                    <p className="font-extrabold tabular">{formatUsd(order.total_price)}</p>
                  </div>
                </li>
              )
            })}
          </ul>
        </>
      )}
    </section>
  )
}
