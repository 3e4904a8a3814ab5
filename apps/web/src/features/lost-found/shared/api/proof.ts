import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import { lostPetRelayEndpoints } from '@petfolk/contract/lost-found/relay'
import { currentUserQueryOptions } from '../../../../auth/api/get-current-user.ts'
import { api } from '../../../../lib/api.ts'

/**
 * The spam check a signed-out visitor's browser passes before a sighting, a sighting photo or a
 * message (issue 29): a fresh challenge from Petfolk's own server, solved here with ALTCHA's solver
 * (a second or so of hashing, nothing asked of the person), sent back as `proof`. Nothing is fetched
 * from any other service. A signed-in member's proof is simply not needed by the server.
 *
 * The hashing starts when a visitor's form opens (useProofAhead), not when they press Send: by the
 * time they have typed, the proof is ready, so sending feels instant even on a slow phone.
 */

/** The server's challenges last ten minutes; a proof solved ahead is used well within that. */
const AHEAD_FRESH_MS = 8 * 60 * 1000

interface SolvedAhead {
  proof: Promise<string>
  startedAt: number
}

let ahead: SolvedAhead | null = null
/** Forms on screen that will send a proof; while there are any, the next proof is solved ahead. */
let forms = 0

async function solveFresh(): Promise<string> {
  const challenge = await api.call(lostPetRelayEndpoints.challenge)
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 })
  if (!solution) throw new Error('The spam check took too long. Please try again.')
  return btoa(JSON.stringify({ challenge, solution }))
}

function solveAhead(): void {
  if (ahead && Date.now() - ahead.startedAt < AHEAD_FRESH_MS) return
  const started: SolvedAhead = { proof: solveFresh(), startedAt: Date.now() }
  // A failed attempt is forgotten: the next send solves afresh and shows its own error.
  started.proof.catch(() => {
    if (ahead === started) ahead = null
  })
  ahead = started
}

/** A proof for one send: the one solved ahead when it is still fresh, otherwise a new one. Each is used once. */
export async function visitorProof(): Promise<string> {
  const taken = ahead && Date.now() - ahead.startedAt < AHEAD_FRESH_MS ? ahead : null
  ahead = null
  const proof = taken ? taken.proof.catch(() => solveFresh()) : solveFresh()
  if (forms > 0) void proof.then(solveAhead, solveAhead)
  return proof
}

/** Starts solving while a visitor's form is on screen (not for members, whom the server does not ask). */
export function useProofAhead(): void {
  const session = useQuery(currentUserQueryOptions())
  const active = session.isSuccess && !session.data
  useEffect(() => {
    if (!active) return
    forms += 1
    solveAhead()
    return () => {
      forms -= 1
    }
  }, [active])
}
