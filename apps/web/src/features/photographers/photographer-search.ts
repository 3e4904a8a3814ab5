import { PRICING_RANGES, specialtyKey } from '@petfolk/contract/demo'
import { specialtyList } from './photographer-listing.ts'
import type { ListedPhotographer } from '@petfolk/contract/photographers'

export const ZIP_LENGTH = 5

/** The ZIP box keeps digits only, at most 5. */
export function cleanZip(text: string): string {
  return text.replace(/\D/g, '').slice(0, ZIP_LENGTH)
}

/** A search fires when the ZIP reaches 5 digits or is emptied; in between, the current search stays. */
export function zipToSearch(draft: string, current: string): string {
  return draft.length === ZIP_LENGTH || draft.length === 0 ? draft : current
}

/** 'Found N photographer(s)', plus ' within R miles of ZIP' when a ZIP is used. */
export function resultCountText(count: number, zip: string, radius: number): string {
  return `Found ${count} photographer(s)${zip ? ` within ${radius} miles of ${zip}` : ''}`
}

export interface ClientFilters {
  text: string
  specialty: string
  pricing: string
}

/** Search text, specialty and price range are applied here, on the loaded list. */
export function filterPhotographers(list: readonly ListedPhotographer[], { text, specialty, pricing }: ClientFilters): ListedPhotographer[] {
  const needle = text.trim().toLowerCase()
  return list.filter((photographer) => {
    if (pricing && photographer.pricing_range !== pricing) return false
    if (specialty && !specialtyList(photographer.specialties).some((item) => specialtyKey(item) === specialty)) return false
    if (!needle) return true
    return [photographer.business_name, photographer.photographer_name, photographer.city, photographer.state, photographer.description, photographer.specialties]
      .filter(Boolean)
      .some((field) => field?.toLowerCase().includes(needle))
  })
}

/** The specialties present in the loaded list, as keys, for the Specialty filter (shown with specialtyLabel). */
export function specialtyOptions(list: readonly ListedPhotographer[]): string[] {
  const all = new Set(list.flatMap((photographer) => specialtyList(photographer.specialties).map(specialtyKey)))
  return [...all].sort((a, b) => a.localeCompare(b))
}

export const PRICING_OPTIONS = PRICING_RANGES
