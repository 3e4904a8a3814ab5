import { Link, useNavigate, useParams } from 'react-router'
import { ArrowLeft, FlaskConical } from 'lucide-react'
import { describeActionError } from '../../lib/api.ts'
import { formatUsd } from '../../lib/money.ts'
import { Button, buttonClasses } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { FormAlert } from '../../ui/form-alert.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useOrders } from './api/get-orders.ts'
import { useDevelopmentPayment, usePaymentOptions } from './api/order-actions.ts'
import { ORDERS_PATH, type OrdersLocationState } from './orders-page.tsx'

export const DEV_PAYMENT_TITLE = 'Development payment — no money moves'
export const DEV_PAYMENT_FAILED = 'The payment did not go through. Please try again.'

/**
 * /merchandise/orders/:id/pay: stands in for Stripe Checkout on a server without STRIPE_SECRET_KEY,
 * as the development sign-in stands in for Google. It says so plainly; Pay marks the order paid.
 */
export function DevPaymentPage() {
  const id = Number(useParams().id)
  const navigate = useNavigate()
  const options = usePaymentOptions()
  const orders = useOrders()
  const pay = useDevelopmentPayment()
  const order = orders.data?.find((candidate) => candidate.id === id)

  const back = (
    <Link to={ORDERS_PATH} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Your Orders
    </Link>
  )
  let body
  if (options.isPending || orders.isPending) body = <Skeleton className="h-48 rounded-card" />
  else if (options.isError || orders.isError) body = <LoadError error={options.error ?? orders.error} onRetry={() => void Promise.all([options.refetch(), orders.refetch()])} />
  else if (options.data.provider !== 'development') {
    body = <EmptyState icon={FlaskConical} headingLevel={2} title="No development payments here" hint="This server takes payments through Stripe. Pay for your order from Your Orders." />
  } else if (!order) {
    body = <EmptyState icon={FlaskConical} headingLevel={2} title="Order not found" hint="That order is not one of yours." />
  } else if (order.status !== 'pending_payment') {
    body = <EmptyState icon={FlaskConical} headingLevel={2} title={`Order #${order.id} is not waiting for payment`} hint="There is nothing to pay for it." />
  } else {
    body = (
      <Card className="flex flex-col gap-4 p-6">
        <p className="text-lg">
          Order #{order.id}: <span className="font-extrabold tabular">{formatUsd(order.total_price)}</span>
        </p>
        <p className="text-fg-muted">
          Pay marks the order paid, as a real payment would. Cancel takes you back and leaves it waiting for payment.
        </p>
        <FormAlert message={pay.error ? describeActionError(pay.error, DEV_PAYMENT_FAILED) : null} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={ORDERS_PATH} state={{ placed: order.id } satisfies OrdersLocationState} className={buttonClasses({ variant: 'secondary' })}>
            Cancel
          </Link>
          <Button
            loading={pay.isPending}
            loadingText="Paying..."
            onClick={() =>
              pay.mutate(order.id, {
                onSuccess: () => {
                  const state: OrdersLocationState = { paid: order.id }
                  void navigate(ORDERS_PATH, { state })
                },
              })
            }
          >
            Pay {formatUsd(order.total_price)}
          </Button>
        </div>
      </Card>
    )
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <title>Development payment · Petfolk</title>
      <div>{back}</div>
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-extrabold">{DEV_PAYMENT_TITLE}</h1>
        <p role="note" className="flex items-start gap-2 rounded-control bg-warning-soft p-3 text-warning-fg">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          This server has no payment provider set up (no Stripe key), so this page stands in for one. No card is asked for and no money moves.
        </p>
      </div>
      {body}
    </div>
  )
}
