import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from '@testing-library/react'
import { createChallenge, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { json, mockFetch } from '../../../../test/fetch-mock.ts'
import { me } from '../../../../test/members.ts'
import { renderWithProviders } from '../../../../test/render.tsx'
import { useProofAhead, visitorProof } from './proof.ts'

const SECRET = 'test-hmac-secret'

/** The server's side, for real: signed challenges, and each answer checked against its own challenge. */
async function serveChallenges(session: { user: unknown }) {
  const issued: string[] = []
  const spy = mockFetch({
    'GET /api/session': () => json(session),
    'GET /api/public/challenge': async () => {
      const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 50, deriveKey, expiresAt: Math.floor(Date.now() / 1000) + 600, hmacSignatureSecret: SECRET, hmacKeySignatureSecret: `${SECRET}:keys` })
      issued.push(challenge.signature ?? '')
      return json({ parameters: { ...challenge.parameters }, signature: challenge.signature })
    },
  })
  return { issued, spy }
}

async function expectValid(proof: string) {
  const { challenge, solution } = JSON.parse(atob(proof)) as Parameters<typeof verifySolution>[0]
  const checked = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: SECRET, hmacKeySignatureSecret: `${SECRET}:keys` })
  expect(checked.verified).toBe(true)
  return challenge.signature
}

function VisitorForm() {
  useProofAhead()
  return <p>form</p>
}

afterEach(() => vi.unstubAllGlobals())

describe("the visitor's spam check", () => {
  it('is solved as soon as a signed-out visitor opens a form, used once, and the next one is solved ahead while the form stays', async () => {
    const { issued } = await serveChallenges({ user: null })
    const { unmount } = renderWithProviders(<VisitorForm />)
    await waitFor(() => expect(issued).toHaveLength(1))

    // Pressing Send takes the proof already solved: no new challenge is asked for it.
    const first = await visitorProof()
    expect(await expectValid(first)).toBe(issued[0])
    // …and the next send's proof is being solved meanwhile.
    await waitFor(() => expect(issued).toHaveLength(2))
    const second = await visitorProof()
    expect(await expectValid(second)).toBe(issued[1])
    expect(second).not.toBe(first)

    // With no form on screen, a send solves its own proof and nothing is solved ahead.
    unmount()
    await waitFor(() => expect(issued).toHaveLength(3))
    const third = await visitorProof()
    await waitFor(() => expect(issued).toHaveLength(3))
    expect(await expectValid(third)).toBe(issued[2])
    const fourth = await visitorProof()
    expect(issued).toHaveLength(4)
    expect(await expectValid(fourth)).toBe(issued[3])
  })

  it('is not solved ahead for a signed-in member, whom the server does not ask', async () => {
    const { spy } = await serveChallenges({ user: me })
    renderWithProviders(<VisitorForm />)
    // The session is known (a member) before anything could be solved…
    await waitFor(() => expect(spy.mock.calls.some(([url]) => String(url).includes('/api/session'))).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(spy.mock.calls.some(([url]) => String(url).includes('/challenge'))).toBe(false)
  })
})
