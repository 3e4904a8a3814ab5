import { exampleFoundPet } from '@petfolk/contract/lost-found/found'

/**
 * The example requests of the endpoint descriptors, under the names the tests use: the requests
 * the sweeps send are the ones the tests build on, declared once, on their descriptors.
 */
export { exampleBoard as sampleBoard } from '@petfolk/contract/boards'
export { exampleBusiness as sampleBusiness } from '@petfolk/contract/directory'
export { exampleContact as sampleContact } from '@petfolk/contract/settings'
export { exampleFoundPet as sampleFoundPet } from '@petfolk/contract/lost-found/found'
export { exampleLostPet as sampleLostPet, exampleSighting as sampleSighting } from '@petfolk/contract/lost-found/reports'
export { exampleMediaFields as sampleMediaFields } from '@petfolk/contract/media'
export { exampleMedicalRecord as sampleMedicalRecord } from '@petfolk/contract/medical-records'
export { examplePet as samplePet } from '@petfolk/contract/pets'
export { examplePhotographer as samplePhotographer } from '@petfolk/contract/demo'
export { examplePushSubscription as samplePushSubscription } from '@petfolk/contract/push'
export { exampleRelayMessage as sampleRelayMessage } from '@petfolk/contract/lost-found/relay'
export { exampleStory as sampleStory } from '@petfolk/contract/veterans'
export { exampleVet as sampleVet } from '@petfolk/contract/veterinarians'

/** A found report by another member that matches the example lost pet (same colours, size and sex, a day later, nearby). */
export const sampleMatchingFoundPet = {
  ...exampleFoundPet,
  breed: 'Terrier',
  sex: 'female',
  color: 'Black & tan',
  size: 'small',
  found_date: '2026-06-01',
  found_zip_code: '78701',
}
