import { Gift } from 'lucide-react'
import type { GiftProduct } from '@petfolk/contract/gifts'
import { formatUsd } from '../../lib/money.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { ProductTile } from '../../ui/product-tile.tsx'
import { CATEGORY_LABELS } from './gift-labels.ts'

interface GiftProductCardProps {
  product: GiftProduct
  onChoose: (product: GiftProduct) => void
  /** Pictures in the first row load at once; the rest when scrolled to. */
  eager?: boolean
}

export function GiftProductCard({ product, onChoose, eager = false }: GiftProductCardProps) {
  return (
    <ProductTile
      product={product}
      eager={eager}
      badges={
        <Badge tone="brand" className="self-start">
          {CATEGORY_LABELS[product.category]}
        </Badge>
      }
    >
      <p className="flex items-center gap-2 text-sm text-fg-muted">
        {product.vendor_logo ? (
          <img src={product.vendor_logo} alt="" width={24} height={24} loading="lazy" className="size-6 rounded-full bg-sunken object-cover" />
        ) : null}
        <span>
          <span className="sr-only">Sold by </span>
          {product.vendor_name}
        </span>
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-3">
        <p className="text-xl font-extrabold tabular">{formatUsd(product.price)}</p>
        <Button size="sm" onClick={() => onChoose(product)}>
          <Gift aria-hidden="true" className="size-4" />
          Send Gift<span className="sr-only">: {product.name}</span>
        </Button>
      </div>
    </ProductTile>
  )
}
