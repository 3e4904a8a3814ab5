import { Bird, Cat, Dog, Fish, PawPrint, Rabbit, Rat, Turtle, type LucideIcon } from 'lucide-react'
import type { Pet } from '@petfolk/contract/pets'

export const SPECIES_ICONS: Record<Pet['species'], LucideIcon> = {
  dog: Dog,
  cat: Cat,
  bird: Bird,
  rabbit: Rabbit,
  hamster: Rat,
  fish: Fish,
  reptile: Turtle,
  other: PawPrint,
}

/** "dog" → "Dog". */
export function capitalize(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : value
}

/** "3 years old", "1 year old". */
export function ageLabel(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'} old`
}
