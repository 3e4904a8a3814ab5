import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import { lostPetRelayEndpoints } from '@petfolk/contract/lost-pet-relay'
import { api } from '../../../lib/api.ts'

/**
 * The spam check a signed-out visitor's browser passes before a sighting, a sighting photo or a
 * message (issue 29): a fresh challenge from Petfolk's own server, solved here with ALTCHA's solver
 * (a second or so of hashing, nothing asked of the person), sent back as `proof`. Nothing is fetched
 * from any other service. A signed-in member's proof is simply not needed by the server.
 */
export async function visitorProof(): Promise<string> {
  const challenge = await api.call(lostPetRelayEndpoints.challenge)
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 })
  if (!solution) throw new Error('The spam check took too long. Please try again.')
  return btoa(JSON.stringify({ challenge, solution }))
}
