import { toast } from 'sonner'
import { Bookmark, CreditCard, ShoppingCart, Trash2, Truck } from 'lucide-react'
import { formatUsd } from '../../lib/money.ts'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { cartLinePrice, cartTotal, type Cart } from './cart.ts'
import type { PetOption } from './customize-dialog.tsx'

export const CART_SAVED = 'Your cart is saved on this device. It will be here when you come back.'

interface CartViewProps {
  cart: Cart
  pets: PetOption[]
  onBrowse: () => void
  onCheckout: () => void
}

export function CartView({ cart, pets, onBrowse, onCheckout }: CartViewProps) {
  if (cart.items.length === 0) {
    return (
      <EmptyState
        icon={ShoppingCart}
        title="Your cart is empty"
        headingLevel={2}
        hint="Add some items to get started"
        action={<Button onClick={onBrowse}>Browse Products</Button>}
      />
    )
  }
  const petName = (id: number | null) => (id === null ? null : (pets.find((pet) => pet.id === id)?.name ?? null))
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="cart-heading" className="flex flex-col gap-3">
        <h2 id="cart-heading" className="sr-only">
          Items in your cart
        </h2>
        <ul className="flex flex-col gap-3">
          {cart.items.map((item) => {
            const pet = petName(item.petId)
            const details = [
              item.size ? ['Size', item.size] : null,
              item.color ? ['Color', item.color] : null,
              item.customText ? ['Text', `“${item.customText}”`] : null,
              pet ? ['Pet', pet] : null,
              ['Qty', String(item.quantity)],
            ].filter((detail): detail is string[] => detail !== null)
            return (
              <li key={item.id} className="flex gap-4 rounded-card border border-line bg-surface p-4 shadow-raised">
                <img
                  src={item.product.image_url}
                  alt=""
                  width={96}
                  height={96}
                  className="size-20 shrink-0 rounded-control bg-sunken object-cover sm:size-24"
                />
                <div className="flex min-w-0 grow flex-col gap-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                    <h3 className="font-bold">{item.product.name}</h3>
                    <p className="font-extrabold tabular">{formatUsd(cartLinePrice(item))}</p>
                  </div>
                  <p className="line-clamp-2 text-sm text-fg-muted">{item.product.description}</p>
                  <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    {details.map(([term, value]) => (
                      <div key={term} className="flex gap-1">
                        <dt className="font-semibold">{term}:</dt>
                        <dd>{value}</dd>
                      </div>
                    ))}
                  </dl>
                  <Button variant="ghost" size="sm" className="self-end text-danger-fg" onClick={() => cart.remove(item.id)}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove<span className="sr-only"> {item.product.name}</span>
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      </section>
      <aside aria-label="Order summary" className="flex flex-col gap-4 self-start rounded-card border border-line bg-surface p-5 shadow-raised">
        <p className="flex items-baseline justify-between gap-3 text-lg">
          <span className="font-bold">Total</span>
          <span className="text-2xl font-extrabold tabular">{formatUsd(cartTotal(cart.items))}</span>
        </p>
        <Button onClick={onCheckout}>
          <CreditCard aria-hidden="true" className="size-5" />
          Checkout
        </Button>
        <Button variant="secondary" onClick={() => toast.success(CART_SAVED)}>
          <Bookmark aria-hidden="true" className="size-5" />
          Save for Later
        </Button>
        <div className="flex flex-col gap-2 rounded-control bg-sunken p-4 text-sm">
          <h3 className="flex items-center gap-2 font-bold">
            <Truck aria-hidden="true" className="size-5" />
            Shipping
          </h3>
          <p>
            <span className="font-semibold">Standard:</span> 5-7 business days, free on orders over $50.
          </p>
          <p>
            <span className="font-semibold">Express:</span> 2-3 business days, $9.99 additional.
          </p>
        </div>
      </aside>
    </div>
  )
}
