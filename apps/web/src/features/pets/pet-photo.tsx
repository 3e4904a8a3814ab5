import { useState } from 'react'
import type { Pet } from '@petfolk/contract/pets'
import { photoSrc } from '../../lib/photo.ts'
import { cx } from '../../lib/cx.ts'
import { SPECIES_ICONS } from './pet-labels.ts'

interface PetPhotoProps {
  pet: Pick<Pet, 'name' | 'species' | 'photo_url'>
  className?: string
  /** Intrinsic size hints for the <img>, so the layout does not jump while it loads. */
  width?: number
  height?: number
  loading?: 'lazy' | 'eager'
}

/** The pet's photo, or its species icon on a soft background when there is none (or it fails to load). */
export function PetPhoto({ pet, className, width = 800, height = 600, loading = 'lazy' }: PetPhotoProps) {
  const src = photoSrc(pet.photo_url)
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt={`Photo of ${pet.name}`}
        width={width}
        height={height}
        loading={loading}
        onError={() => setFailedSrc(src)}
        className={cx('bg-sunken object-cover', className)}
      />
    )
  }
  const Icon = SPECIES_ICONS[pet.species]
  return (
    <div className={cx('flex items-center justify-center bg-brand-soft text-brand-fg', className)}>
      <Icon aria-hidden="true" className="size-1/3 max-h-16 max-w-16" />
    </div>
  )
}
