import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { TestContext } from '../../../testing/test-context.ts'

/** For tests against a running server: a fresh challenge from `baseUrl`, solved; the `proof` to send. */
export async function solvedProofFrom(baseUrl: string): Promise<string> {
  return solvedProof({ request: (path) => fetch(`${baseUrl}${path}`) })
}

/** For tests: what a visitor's browser does, a fresh challenge from the server, solved; the `proof` to send. */
export async function solvedProof(t: Pick<TestContext, 'request'>): Promise<string> {
  const res = await t.request('/api/public/challenge')
  if (res.status !== 200) throw new Error(`challenge: ${res.status}`)
  const challenge = (await res.json()) as Parameters<typeof solveChallenge>[0]['challenge']
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('challenge not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

const VISITOR_POSTS = /^\/api\/(lost-pets\/\d+\/(sightings|messages|sighting-photos)|public\/lost-pets\/\d+\/messages\/[^/]+)$/

/**
 * t.request, solving the spam check the way a visitor's browser does for every signed-out post that
 * needs one (sightings, sighting photos, relayed messages): `proof` added to the JSON or the form.
 * A body that already has a `proof` goes as it is.
 */
export function withVisitorProof(t: Pick<TestContext, 'request'>): TestContext['request'] {
  return async (path, init = {}) => {
    if (init.method !== 'POST' || init.cookie || !VISITOR_POSTS.test(path.split('?')[0] ?? '')) return t.request(path, init)
    if (init.body instanceof FormData) {
      if (!init.body.has('proof')) init.body.append('proof', await solvedProof(t))
      return t.request(path, init)
    }
    const json = init.json
    if (json && typeof json === 'object' && !Array.isArray(json) && !('proof' in json)) {
      return t.request(path, { ...init, json: { ...json, proof: await solvedProof(t) } })
    }
    return t.request(path, init)
  }
}
