import { cx } from '../../../lib/cx.ts'
import { photoSrc } from '../../../lib/photo.ts'
import { SPECIES_ICONS, type LostPetSpecies } from './labels.ts'

interface PetPhotoProps {
  photoUrl: string | null
  /** Drawn as an icon when there is no photo, so every card and page keeps its shape. */
  species: LostPetSpecies
  alt: string
  /** `cover` fills a card's frame (lazily); `full` shows the whole photo at the top of a page. */
  fit: 'cover' | 'full'
  /** Extra classes for the icon's box, e.g. a minimum height where the frame has none. */
  placeholderClassName?: string
}

/** A lost or found report's photo, or its species' icon when it has none. */
export function PetPhoto({ photoUrl, species, alt, fit, placeholderClassName }: PetPhotoProps) {
  const photo = photoSrc(photoUrl)
  if (photo) {
    return fit === 'cover' ? (
      <img src={photo} alt={alt} width={400} height={300} loading="lazy" className="size-full object-cover" />
    ) : (
      <img src={photo} alt={alt} width={800} height={600} className="max-h-[32rem] w-full object-contain" />
    )
  }
  const Icon = SPECIES_ICONS[species]
  return (
    <div className={cx('flex items-center justify-center text-fg-muted', fit === 'cover' ? 'size-full' : 'aspect-[4/3]', placeholderClassName)}>
      <Icon aria-hidden="true" className={fit === 'cover' ? 'size-16' : 'size-24'} />
    </div>
  )
}
