import { useParams } from 'react-router'
import type { FoundPet } from '@petfolk/contract/found-pets'
import { formatDate } from '../../../lib/format.ts'
import { parseRouteId } from '../../../lib/route-id.ts'
import { useFoundPet } from './api/get-found-pet.ts'
import { FlyerPageFrame } from '../shared/flyer-page-frame.tsx'
import { FlyerPoster } from '../shared/flyer-poster.tsx'
import { foundPetDetails, foundPetLooks, foundPlace, foundReportUrl } from './found-pet-labels.ts'
import { SPECIES_ICONS, speciesWord } from '../shared/labels.ts'

/** /found-pets/:id/flyer: the found pet's printable poster, its QR code leading to /found/:id. */
export function FoundFlyerPage() {
  const id = parseRouteId(useParams().id)
  return (
    <FlyerPageFrame
      id={id}
      report={useFoundPet(id)}
      back={{ to: '/lost-pets?tab=found', label: 'Back to Found Pets' }}
      notFoundTitle="Found pet report not found"
      title={(found) => `FOUND: ${foundPetLooks(found)} ${speciesWord(found.species)} · Petfolk`}
      doneNotice={(found) => (found.is_closed ? 'This report is closed. This flyer is no longer needed.' : null)}
    >
      {(found) => <FoundFlyer report={found} />}
    </FlyerPageFrame>
  )
}

function FoundFlyer({ report }: { report: FoundPet }) {
  const kind = speciesWord(report.species)
  return (
    <FlyerPoster
      banner={report.has_pet ? 'FOUND' : 'SEEN LOOSE'}
      tone="notice"
      heading={`${foundPetLooks(report)} ${kind}`}
      details={foundPetDetails(report).join(' · ')}
      note={report.has_pet ? `The finder is keeping this ${kind} safe. Is it yours?` : `Is this ${kind} yours?`}
      photo={report.photo_url}
      photoAlt={`Photo of the found ${kind}`}
      icon={SPECIES_ICONS[report.species]}
      facts={[
        { term: report.has_pet ? 'Found' : 'Seen', lead: formatDate(report.found_date), text: foundPlace(report) },
        ...(report.distinctive_markings ? [{ term: 'Distinctive markings', text: report.distinctive_markings }] : []),
        ...(report.additional_details ? [{ term: 'More details', text: report.additional_details, wide: true }] : []),
      ]}
      contactHeading={`If this is your ${kind}, please contact`}
      // A flyer is posted in public: the phone only if the reporter shows it, never the e-mail.
      contact={{ contact_name: report.contact_name, contact_phone: report.show_contact_phone ? report.contact_phone : null, contact_email: null }}
      url={foundReportUrl(window.location.origin, report.id)}
      qrAlt={`QR code linking to the found ${kind}’s report`}
    />
  )
}
