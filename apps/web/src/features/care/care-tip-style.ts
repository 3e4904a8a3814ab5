import type { CareTip } from '@petfolk/contract/demo'
import type { BadgeTone } from '../../ui/badge.tsx'

/** Each tip category's emoji and colour, for every screen that shows care tips (preview, pet care). */
export const TIP_CATEGORY_STYLE: Record<CareTip['tip_category'], { emoji: string; tone: BadgeTone; label: string }> = {
  nutrition: { emoji: '🥕', tone: 'success', label: 'Nutrition' },
  exercise: { emoji: '🎾', tone: 'info', label: 'Exercise' },
  grooming: { emoji: '🛁', tone: 'brand', label: 'Grooming' },
  health: { emoji: '🩺', tone: 'danger', label: 'Health' },
  training: { emoji: '🎓', tone: 'warning', label: 'Training' },
  safety: { emoji: '🦺', tone: 'warning', label: 'Safety' },
  other: { emoji: '🐾', tone: 'neutral', label: 'Other' },
}

/** The chips a tip shows: species, breed and age range, unless the tip is for every species ('general'). */
export function tipChips(tip: Pick<CareTip, 'species' | 'breed' | 'age_range'>): string[] {
  if (tip.species === 'general') return []
  return [tip.species, tip.breed, tip.age_range].filter((chip): chip is string => Boolean(chip))
}
