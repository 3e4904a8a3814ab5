import type { CareTip } from '@petfolk/contract/demo'
import { Sparkles } from 'lucide-react'
import { TIP_CATEGORY_STYLE, tipChips } from './care-tip-style.ts'
import { Badge } from '../../ui/badge.tsx'

/** `reason` is the server's word on why the tip was chosen for my pets ("For Beagles"); the preview's tips have none. */
export function CareTipCard({ tip }: { tip: CareTip & { reason?: string | null } }) {
  const category = TIP_CATEGORY_STYLE[tip.tip_category]
  const chips = tipChips(tip)
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-raised">
      <Badge tone={category.tone} className="self-start">
        <span aria-hidden="true">{category.emoji}</span>
        {category.label}
      </Badge>
      <h3 className="text-lg font-bold">{tip.title}</h3>
      {tip.reason ? (
        <p className="-mt-1 flex items-center gap-1.5 text-sm font-semibold text-brand-fg">
          <Sparkles aria-hidden="true" className="size-4" />
          <span>
            <span className="sr-only">Chosen for you: </span>
            {tip.reason}
          </span>
        </p>
      ) : null}
      <p className="text-fg-muted">{tip.content}</p>
      {chips.length > 0 ? (
        <ul aria-label="Applies to" className="mt-auto flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip} className="rounded-full bg-sunken px-2.5 py-0.5 text-sm text-fg-muted capitalize">
              {chip}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}
