import type { LostPet } from '@petfolk/contract/lost-found/reports'
import { formatDate } from '../../../lib/format.ts'
import { formatTimestampDate } from '../../../lib/timestamps.ts'
import { FlyerPageFrame, type FlyerKind } from '../shared/flyer-page-frame.tsx'
import { useLostPet } from './api/get-lost-pet.ts'
import { lastSeenPlace, petDetails, reportUrl } from './lost-pet-labels.ts'

/** The lost pet's poster: MISSING (or FOUND once home), the reward, where it was last seen. */
const lostFlyer: FlyerKind<LostPet> = {
  useReport: useLostPet,
  back: (id) => ({ to: id ? `/lost-pets?report=${id}` : '/lost-pets', label: 'Back to Lost Pets' }),
  notFoundTitle: 'Lost pet report not found',
  title: (report) => `${report.is_found ? 'FOUND' : 'MISSING'}: ${report.pet_name} · Petfolk`,
  doneNotice: (report) =>
    !report.is_found
      ? null
      : report.found_at
        ? `Good news: ${report.pet_name} was found on ${formatTimestampDate(report.found_at)}. This flyer is no longer needed.`
        : `Good news: ${report.pet_name} has been found. This flyer is no longer needed.`,
  poster: (report) => ({
    banner: report.is_found ? 'FOUND' : 'MISSING',
    tone: report.is_found ? 'good' : 'alarm',
    heading: report.pet_name,
    details: petDetails(report).join(' · '),
    note: report.reward_offered && !report.is_found ? `Reward Offered: ${report.reward_offered}` : null,
    report,
    photoAlt: `Photo of ${report.pet_name}`,
    seen: { term: 'Last seen', lead: formatDate(report.last_seen_date), text: lastSeenPlace(report) },
    contactHeading: `If you see ${report.pet_name}, please contact`,
    url: reportUrl(window.location.origin, report.id),
    qrAlt: `QR code linking to ${report.pet_name}’s report`,
  }),
}

/** /lost-pets/:id/flyer: a printable poster; the shell and these controls are hidden on paper. */
export function FlyerPage() {
  return <FlyerPageFrame kind={lostFlyer} />
}
