import type { FoundPet } from '@petfolk/contract/lost-found/found'
import { formatDate } from '../../../lib/format.ts'
import { FlyerPageFrame, type FlyerKind } from '../shared/flyer-page-frame.tsx'
import { speciesWord } from '../shared/labels.ts'
import { useFoundPet } from './api/get-found-pet.ts'
import { foundPetDetails, foundPetLooks, foundPlace, foundReportUrl } from './found-pet-labels.ts'

/** The found pet's poster: FOUND or SEEN LOOSE, what the finder saw, its QR code leading to /found/:id. */
const foundFlyer: FlyerKind<FoundPet> = {
  useReport: useFoundPet,
  back: () => ({ to: '/lost-pets?tab=found', label: 'Back to Found Pets' }),
  notFoundTitle: 'Found pet report not found',
  title: (report) => `FOUND: ${foundPetLooks(report)} ${speciesWord(report.species)} · Petfolk`,
  doneNotice: (report) => (report.is_closed ? 'This report is closed. This flyer is no longer needed.' : null),
  poster: (report) => {
    const kind = speciesWord(report.species)
    return {
      banner: report.has_pet ? 'FOUND' : 'SEEN LOOSE',
      tone: 'notice',
      heading: `${foundPetLooks(report)} ${kind}`,
      details: foundPetDetails(report).join(' · '),
      note: report.has_pet ? `The finder is keeping this ${kind} safe. Is it yours?` : `Is this ${kind} yours?`,
      report,
      photoAlt: `Photo of the found ${kind}`,
      seen: { term: report.has_pet ? 'Found' : 'Seen', lead: formatDate(report.found_date), text: foundPlace(report) },
      contactHeading: `If this is your ${kind}, please contact`,
      url: foundReportUrl(window.location.origin, report.id),
      qrAlt: `QR code linking to the found ${kind}’s report`,
    }
  },
}

/** /found-pets/:id/flyer: the found pet's printable poster. */
export function FoundFlyerPage() {
  return <FlyerPageFrame kind={foundFlyer} />
}
