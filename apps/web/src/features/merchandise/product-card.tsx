import { Palette, ShoppingCart, Star } from 'lucide-react'
import { FIXED_STAR_RATING, type MerchandiseProduct } from '@petfolk/contract/merchandise'
import { formatUsd } from '../../lib/money.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { ProductTile } from '../../ui/product-tile.tsx'

const STARS = 5
export const PRODUCT_TYPE_LABELS: Record<MerchandiseProduct['product_type'], string> = {
  apparel: 'Apparel',
  drinkware: 'Drinkware',
  accessory: 'Accessory',
  print: 'Print',
  other: 'Other',
}

interface ProductCardProps {
  product: MerchandiseProduct
  onAdd?: (product: MerchandiseProduct) => void
  onCustomize: (product: MerchandiseProduct) => void
  /** The Custom Orders tab offers only 'Customize Now'. */
  variant?: 'browse' | 'custom'
  eager?: boolean
}

export function ProductCard({ product, onAdd, onCustomize, variant = 'browse', eager = false }: ProductCardProps) {
  return (
    <ProductTile
      product={product}
      eager={eager}
      badges={
        <div className="flex flex-wrap gap-2">
          <Badge>{PRODUCT_TYPE_LABELS[product.product_type]}</Badge>
          {product.is_customizable ? (
            <Badge tone="brand">
              <Palette aria-hidden="true" className="size-3.5" />
              Customizable
            </Badge>
          ) : null}
        </div>
      }
    >
      {product.material_info ? <p className="text-sm text-fg-muted">{product.material_info}</p> : null}
      <div className="flex items-center justify-between gap-3 pt-1">
        <p className="text-xl font-extrabold tabular">{formatUsd(product.base_price)}</p>
        <FixedRating />
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-3">
        {variant === 'browse' && onAdd ? (
          <Button size="sm" onClick={() => onAdd(product)}>
            <ShoppingCart aria-hidden="true" className="size-4" />
            Add to Cart<span className="sr-only">: {product.name}</span>
          </Button>
        ) : null}
        {product.is_customizable ? (
          <Button size="sm" variant={variant === 'browse' ? 'secondary' : 'primary'} onClick={() => onCustomize(product)}>
            <Palette aria-hidden="true" className="size-4" />
            {variant === 'browse' ? 'Customize' : 'Customize Now'}
            <span className="sr-only">: {product.name}</span>
          </Button>
        ) : null}
      </div>
    </ProductTile>
  )
}

/** Every product shows the same fixed 4.8 stars (products have no ratings of their own). */
function FixedRating() {
  const full = Math.floor(FIXED_STAR_RATING)
  return (
    <p className="flex items-center gap-1">
      <span className="flex" aria-hidden="true">
        {Array.from({ length: STARS }, (_, index) => (
          <Star key={index} className={index < full ? 'size-4 fill-current text-warning-fg' : 'size-4 text-warning-fg'} />
        ))}
      </span>
      <span className="text-sm font-semibold tabular">
        <span className="sr-only">Rated </span>
        {FIXED_STAR_RATING.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </span>
    </p>
  )
}
