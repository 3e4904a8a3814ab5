import { Gift } from 'lucide-react'
import type { LostPet } from '@petfolk/contract/lost-found/reports'
import { Badge } from '../../../ui/badge.tsx'
import { StatusTag } from '../shared/status-tag.tsx'

/** MISSING or FOUND, and the reward while the pet is missing: over the card's photo, or above the public page's name with the amount. */
export function LostPetTags({ report, onPhoto }: { report: Pick<LostPet, 'is_found' | 'reward_offered'>; onPhoto: boolean }) {
  const found = report.is_found
  const reward = found ? null : report.reward_offered
  return (
    <>
      <StatusTag tone={found ? 'good' : 'alarm'} className={onPhoto ? 'absolute top-3 left-3 shadow-raised' : undefined}>
        {found ? 'FOUND' : 'MISSING'}
      </StatusTag>
      {reward ? (
        <Badge tone="warning" className={onPhoto ? 'absolute top-3 right-3 shadow-raised' : undefined}>
          <Gift aria-hidden="true" className="size-3.5" />
          {onPhoto ? 'Reward Offered' : `Reward Offered: ${reward}`}
        </Badge>
      ) : null}
    </>
  )
}
