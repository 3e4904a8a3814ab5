import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { endpoint, noBody } from '@petfolk/contract/endpoint'
import { ContractDrift, contractChecker } from './contract-check.ts'

const thing = endpoint({ method: 'GET', path: '/api/things/:id', summary: 'A thing.', access: 'signed-in', answers: { 200: z.object({ id: z.number() }) } })
const gone = endpoint({ method: 'DELETE', path: '/api/things/:id', summary: 'Deletes.', access: 'signed-in', answers: { 204: noBody } })
const check = contractChecker(() => [thing, gone])
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const url = 'http://petfolk.test/api/things/3'

describe('the answer check every API test runs', () => {
  it('accepts answers their descriptor promises', async () => {
    await expect(check('GET', url, json({ id: 3 }))).resolves.toBeUndefined()
    await expect(check('GET', url, json({ error: 'Thing not found' }, 404))).resolves.toBeUndefined()
    await expect(check('DELETE', url, new Response(null, { status: 204 }))).resolves.toBeUndefined()
  })

  it('fails on a body the schema refuses, a status the descriptor does not list, and a bad error shape', async () => {
    await expect(check('GET', url, json({ id: 'three' }))).rejects.toBeInstanceOf(ContractDrift)
    await expect(check('GET', url, json({ id: 3 }, 201))).rejects.toThrow(/does not list/)
    await expect(check('GET', url, json({ error: 'No.' }, 409))).rejects.toThrow(/does not list/)
    await expect(check('GET', url, json({ message: 'Not found' }, 404))).rejects.toThrow(/error shape/)
    await expect(check('DELETE', url, json({ ok: true }, 200))).rejects.toBeInstanceOf(ContractDrift)
  })
})
