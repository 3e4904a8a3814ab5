import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { Package, Palette, ReceiptText, ShoppingBag, ShoppingCart } from 'lucide-react'
import type { MerchandiseProduct } from '@petfolk/contract/merchandise'
import { cx } from '../../lib/cx.ts'
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs.tsx'
import { buttonClasses } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { SkeletonCards } from '../../ui/skeleton.tsx'
import { useCategories } from './api/get-categories.ts'
import { useProducts } from './api/get-products.ts'
import { plainItem, useCart } from './cart.ts'
import { CartView } from './cart-view.tsx'
import { CheckoutDialog } from './checkout-dialog.tsx'
import { CustomizeDialog, type PetOption } from './customize-dialog.tsx'
import { goToPayment } from './api/order-actions.ts'
import { ORDERS_PATH, type OrdersLocationState } from './orders-page.tsx'
import { ProductCard } from './product-card.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { useSearchParamChanges } from '../../lib/use-search-param-changes.ts'

/** Six skeleton cards while products load: two full rows of the three-column grid. */
export const PRODUCT_SKELETON_COUNT = 6
const EAGER_IMAGES = 3
const TABS = ['browse', 'custom', 'cart'] as const
type MerchandiseTab = (typeof TABS)[number]

/**
 * /merchandise: products, customising one, and the cart kept on this device (a customisation is part
 * of its cart line until checkout). `?tab=custom|cart` keeps the view. Orders have their own page.
 */
export function MerchandisePage({ pets }: { pets: PetOption[] | undefined }) {
  const [params, changeParams] = useSearchParamChanges()
  const tabParam = params.get('tab')
  const tab: MerchandiseTab = (TABS as readonly (string | null)[]).includes(tabParam) ? (tabParam as MerchandiseTab) : 'browse'
  const cart = useCart()
  const [customizing, setCustomizing] = useState<MerchandiseProduct | null>(null)
  const [checkingOut, setCheckingOut] = useState(false)
  const navigate = useNavigate()

  const showTab = (next: MerchandiseTab) =>
    changeParams({ tab: next === 'browse' ? null : next })

  const addPlain = (product: MerchandiseProduct) => {
    cart.add(plainItem(product))
    toast.success(`${product.name} was added to your cart.`)
  }

  return (
    <div className="flex flex-col gap-6">
      <title>Merchandise · Petfolk</title>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeader title="Pet Merchandise" description="Mugs, shirts and prints starring your pet, made to order." />
        <Link to={ORDERS_PATH} className={buttonClasses({ variant: 'secondary' })}>
          <ReceiptText aria-hidden="true" className="size-5" />
          Your Orders
        </Link>
      </div>
      <Tabs value={tab} onValueChange={(value) => showTab(value as MerchandiseTab)}>
        <TabList label="Merchandise">
          <Tab value="browse" icon={ShoppingBag}>Browse Products</Tab>
          <Tab value="custom" icon={Palette}>Custom Orders</Tab>
          <Tab value="cart" icon={ShoppingCart}>{`Cart (${cart.items.length})`}</Tab>
        </TabList>
        <TabPanel value="browse">
          <BrowseProducts onAdd={addPlain} onCustomize={setCustomizing} />
        </TabPanel>
        <TabPanel value="custom">
          <CustomOrders onCustomize={setCustomizing} />
        </TabPanel>
        <TabPanel value="cart">
          <CartView cart={cart} pets={pets ?? []} onBrowse={() => showTab('browse')} onCheckout={() => setCheckingOut(true)} />
        </TabPanel>
      </Tabs>

      <CustomizeDialog product={customizing} pets={pets ?? []} onClose={() => setCustomizing(null)} onAdded={cart.add} />
      <CheckoutDialog
        open={checkingOut}
        onOpenChange={setCheckingOut}
        items={cart.items}
        onPlaced={(order) => {
          cart.clear()
          setCheckingOut(false)
          const state: OrdersLocationState = { placed: order.id }
          goToPayment(order.payment_url, (path) => void navigate(path, { state }))
        }}
      />
    </div>
  )
}

function BrowseProducts({ onAdd, onCustomize }: { onAdd: (product: MerchandiseProduct) => void; onCustomize: (product: MerchandiseProduct) => void }) {
  const categories = useCategories()
  const [categoryId, setCategoryId] = useState<number | null>(null)
  const products = useProducts(categoryId)
  const chips = [{ id: null, name: 'All Products' }, ...(categories.data ?? [])]

  return (
    <>
      <div role="group" aria-label="Categories" className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const active = chip.id === categoryId
          return (
            <button
              key={chip.id ?? 'all'}
              type="button"
              aria-pressed={active}
              onClick={() => setCategoryId(chip.id)}
              className={cx(
                'min-h-10 rounded-full border px-4 font-semibold transition-colors',
                active ? 'border-brand bg-brand text-on-brand' : 'border-line-strong bg-surface text-fg hover:bg-sunken',
              )}
            >
              {chip.name}
            </button>
          )
        })}
      </div>
      <ProductGrid query={products} onAdd={onAdd} onCustomize={onCustomize} />
    </>
  )
}

function CustomOrders({ onCustomize }: { onCustomize: (product: MerchandiseProduct) => void }) {
  const products = useProducts(null)
  return (
    <section aria-labelledby="customizable-heading" className="flex flex-col gap-4">
      <h2 id="customizable-heading" className="text-2xl font-bold">
        Customizable Products
      </h2>
      <ProductGrid query={products} onCustomize={onCustomize} only="customizable" />
    </section>
  )
}

interface ProductGridProps {
  query: ReturnType<typeof useProducts>
  onAdd?: (product: MerchandiseProduct) => void
  onCustomize: (product: MerchandiseProduct) => void
  only?: 'customizable'
}

function ProductGrid({ query, onAdd, onCustomize, only }: ProductGridProps) {
  if (query.isPending) {
    return (
      <SkeletonCards count={PRODUCT_SKELETON_COUNT} cardClassName="h-96" label="Loading products" />
    )
  }
  if (query.isError) {
    return (
      <LoadError variant="card" error={query.error} onRetry={() => void query.refetch()} />
    )
  }
  const products = only === 'customizable' ? query.data.filter((product) => product.is_customizable) : query.data
  if (products.length === 0) {
    return only === 'customizable' ? (
      <EmptyState icon={Palette} title="No customizable products yet" hint="Check back soon for items you can personalise." />
    ) : (
      <EmptyState icon={Package} title="No products found" hint="Try selecting a different category" />
    )
  }
  return (
    <ul aria-busy={query.isPlaceholderData} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          onAdd={onAdd}
          onCustomize={onCustomize}
          variant={only === 'customizable' ? 'custom' : 'browse'}
          eager={index < EAGER_IMAGES}
        />
      ))}
    </ul>
  )
}
