import { describe, expect, it } from 'vitest'
import { finderMatchNotice, ownerMatchNotice, type MatchSubject } from './lost-found.ts'

const subject = (species: string): MatchSubject => ({
  lost: { id: 7, petName: 'Biscuit', city: 'Austin', date: '2026-06-01' },
  found: { id: 9, species, city: 'Austin', date: '2026-06-02' },
  reasons: ['same colour'],
})

describe('match notices name the found pet as the alerts do', () => {
  it('call a dog a dog', () => {
    expect(ownerMatchNotice(subject('dog')).body).toBe('A dog found in Austin on 2026-06-02 may be Biscuit: same colour.')
    expect(finderMatchNotice(subject('dog')).title).toBe('The dog you found may be Biscuit')
  })

  it('call a pet of another species a pet, not "a other"', () => {
    expect(ownerMatchNotice(subject('other')).body).toBe('A pet found in Austin on 2026-06-02 may be Biscuit: same colour.')
    expect(finderMatchNotice(subject('other')).title).toBe('The pet you found may be Biscuit')
  })
})
