import type { ReactNode } from 'react'

interface ProductTileProps {
  product: { name: string; image_url: string; description: string | null }
  /** Pictures in the first row load at once; the rest when scrolled to. */
  eager?: boolean
  /** Above the name: what kind of product it is. */
  badges: ReactNode
  /** Below the description: price, seller and the card's buttons. */
  children: ReactNode
}

/** A product in a shop grid (gifts, merchandise): its picture, kind, name and description. */
export function ProductTile({ product, eager = false, badges, children }: ProductTileProps) {
  return (
    <li className="flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-raised">
      <img
        src={product.image_url}
        alt={product.name}
        width={600}
        height={450}
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-[4/3] w-full bg-sunken object-cover"
      />
      <div className="flex grow flex-col gap-2 p-5">
        {badges}
        <h3 className="text-lg font-bold">{product.name}</h3>
        <p className="line-clamp-3 text-fg-muted">{product.description}</p>
        {children}
      </div>
    </li>
  )
}
