import { useParams } from 'react-router'
import type { LostPet } from '@petfolk/contract/lost-pets'
import { formatDate } from '../../../lib/format.ts'
import { formatTimestampDate } from '../../../lib/timestamps.ts'
import { useLostPet } from './api/get-lost-pet.ts'
import { lastSeenPlace, petDetails, reportUrl } from './lost-pet-labels.ts'
import { SPECIES_ICONS } from '../shared/labels.ts'
import { FlyerPageFrame } from '../shared/flyer-page-frame.tsx'
import { FlyerPoster } from '../shared/flyer-poster.tsx'
import { parseRouteId } from '../../../lib/route-id.ts'

/** /lost-pets/:id/flyer: a printable poster; the shell and these controls are hidden on paper. */
export function FlyerPage() {
  const id = parseRouteId(useParams().id)
  return (
    <FlyerPageFrame
      id={id}
      report={useLostPet(id)}
      back={{ to: id ? `/lost-pets?report=${id}` : '/lost-pets', label: 'Back to Lost Pets' }}
      notFoundTitle="Lost pet report not found"
      title={(report) => `${report.is_found ? 'FOUND' : 'MISSING'}: ${report.pet_name} · Petfolk`}
      doneNotice={(report) =>
        !report.is_found
          ? null
          : report.found_at
            ? `Good news: ${report.pet_name} was found on ${formatTimestampDate(report.found_at)}. This flyer is no longer needed.`
            : `Good news: ${report.pet_name} has been found. This flyer is no longer needed.`
      }
    >
      {(report) => <Flyer report={report} />}
    </FlyerPageFrame>
  )
}

/** The lost pet's poster: MISSING (or FOUND once home), the reward, where it was last seen. */
function Flyer({ report }: { report: LostPet }) {
  return (
    <FlyerPoster
      banner={report.is_found ? 'FOUND' : 'MISSING'}
      tone={report.is_found ? 'good' : 'alarm'}
      heading={report.pet_name}
      details={petDetails(report).join(' · ')}
      note={report.reward_offered && !report.is_found ? `Reward Offered: ${report.reward_offered}` : null}
      photo={report.photo_url}
      photoAlt={`Photo of ${report.pet_name}`}
      icon={SPECIES_ICONS[report.species]}
      facts={[
        { term: 'Last seen', lead: formatDate(report.last_seen_date), text: lastSeenPlace(report) },
        ...(report.distinctive_markings ? [{ term: 'Distinctive markings', text: report.distinctive_markings }] : []),
        ...(report.additional_details ? [{ term: 'More details', text: report.additional_details, wide: true }] : []),
      ]}
      contactHeading={`If you see ${report.pet_name}, please contact`}
      // A flyer is posted in public: the phone only if the reporter shows it, never the e-mail.
      contact={{ contact_name: report.contact_name, contact_phone: report.show_contact_phone ? report.contact_phone : null, contact_email: null }}
      url={reportUrl(window.location.origin, report.id)}
      qrAlt={`QR code linking to ${report.pet_name}’s report`}
    />
  )
}
