import { useState, type FormEvent } from 'react'
import { Info } from 'lucide-react'
import type { CheckoutAnswer } from '@petfolk/contract/merchandise'
import { describeActionError } from '../../lib/api.ts'
import { formatUsd } from '../../lib/money.ts'
import { Dialog } from '../../ui/dialog.tsx'
import { Field, inputClasses } from '../../ui/field.tsx'
import { useCheckout } from './api/checkout.ts'
import { cartTotal, type CartItem } from './cart.ts'
import { FormFooter } from '../../ui/form-footer.tsx'

export const CHECKOUT_FAILED = 'Failed to place your order. Please try again.'
export const ADDRESS_ERROR = 'Enter a shipping address.'
export const PAYMENT_NOTE =
  'Next you pay for your order. It is saved as waiting for payment until you do, and you can pay or cancel it later from Your Orders.'
const ADDRESS_MIN = 5

interface CheckoutDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  items: CartItem[]
  onPlaced: (order: CheckoutAnswer) => void
}

export function CheckoutDialog({ open, onOpenChange, items, onPlaced }: CheckoutDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Checkout" className="sm:max-w-lg">
      <CheckoutForm items={items} onCancel={() => onOpenChange(false)} onPlaced={onPlaced} />
    </Dialog>
  )
}

function CheckoutForm({ items, onCancel, onPlaced }: { items: CartItem[]; onCancel: () => void; onPlaced: (order: CheckoutAnswer) => void }) {
  const placeOrder = useCheckout()
  const [address, setAddress] = useState('')
  const [addressError, setAddressError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (placeOrder.isPending) return
    if (address.trim().length < ADDRESS_MIN) {
      setAddressError(ADDRESS_ERROR)
      return
    }
    setFailure(null)
    placeOrder.mutate(
      {
        items: items.map((item) => ({
          product_id: item.product.id,
          quantity: item.quantity,
          selected_size: item.size,
          selected_color: item.color,
          custom_text: item.customText,
          pet_id: item.petId,
          pet_photo_url: item.petPhoto,
        })),
        shipping_address: address.trim(),
      },
      {
        onSuccess: onPlaced,
        onError: (error) => setFailure(describeActionError(error, CHECKOUT_FAILED)),
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="flex items-baseline justify-between gap-3 rounded-control bg-sunken px-3 py-2">
        <span>
          {items.length} {items.length === 1 ? 'item' : 'items'}
        </span>
        <span className="text-lg font-extrabold tabular">{formatUsd(cartTotal(items))}</span>
      </p>
      <Field label="Shipping Address" required error={addressError}>
        {(props) => (
          <textarea
            {...props}
            value={address}
            onChange={(event) => {
              setAddress(event.target.value)
              setAddressError(null)
            }}
            rows={3}
            maxLength={500}
            autoComplete="street-address"
            className={`${inputClasses} py-2`}
          />
        )}
      </Field>
      <p role="note" className="flex items-start gap-2 rounded-control bg-info-soft p-3 text-info-fg">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {PAYMENT_NOTE}
      </p>
      <FormFooter failure={failure} onCancel={onCancel} submitting={placeOrder.isPending} submittingText="Placing Order...">
        Place Order
      </FormFooter>
    </form>
  )
}
