import { describe, expect, it } from 'vitest'
import { breedSimilarity, breedsOf } from './breeds.ts'
import { colorSimilarity, colorWords } from './colors.ts'
import { factsOf, MAX_DAYS_APART, scoreMatch, WEIGHTS, type MatchFacts, type ReportTexts } from './score.ts'

// Two ZIP centres in Austin about 2.4 miles apart, and one in Dallas.
const SOUTH_AUSTIN = { latitude: 30.2436, longitude: -97.7688 }
const DOWNTOWN_AUSTIN = { latitude: 30.2672, longitude: -97.7431 }
const DALLAS = { latitude: 32.7767, longitude: -96.797 }

function report(overrides: Partial<ReportTexts> = {}): MatchFacts {
  return factsOf({
    id: 1,
    user_id: 1,
    species: 'dog',
    color: 'Black and tan',
    distinctive_markings: null,
    breed: 'German Shepherd',
    sex: 'male',
    weight_lbs: 70,
    size: null,
    date: '2026-06-01',
    latitude: SOUTH_AUSTIN.latitude,
    longitude: SOUTH_AUSTIN.longitude,
    radius: 25,
    photo: null,
    ...overrides,
  })
}

function scored(lost: MatchFacts, found: MatchFacts) {
  const match = scoreMatch(lost, found)
  if (!match) throw new Error('expected the pair to be scored')
  return match
}

describe('colour words', () => {
  it('reduces synonyms to canonical colours, in order, without repeats', () => {
    expect(colorWords('Chocolate lab, liver nose')).toEqual(['brown'])
    expect(colorWords('Ginger tabby')).toEqual(['orange', 'tabby'])
    expect(colorWords('silver / blue-grey')).toEqual(['grey'])
    expect(colorWords('Blond, cream and fawn')).toEqual(['golden'])
    expect(colorWords('Tri-color')).toEqual(['tricolor'])
    expect(colorWords('tri colour with brindle patches')).toEqual(['tricolor', 'brindle', 'spotted'])
    expect(colorWords('Tortie')).toEqual(['tortoiseshell'])
    expect(colorWords('salt and pepper')).toEqual(['grey', 'black'])
    expect(colorWords('unsure')).toEqual([])
    expect(colorWords(null)).toEqual([])
  })

  it('counts a finder naming fewer colours than the owner as mostly alike', () => {
    expect(colorSimilarity(['black', 'white'], ['black', 'white'])).toBe(1)
    const fewer = colorSimilarity(['brown', 'white'], ['brown'])
    expect(fewer).toBeGreaterThan(0.8)
    expect(fewer).toBeLessThan(1)
    expect(colorSimilarity(['black'], ['golden'])).toBe(0)
    expect(colorSimilarity([], ['golden'])).toBeNull()
  })
})

describe('breeds', () => {
  it('knows abbreviations and ignores "mix"', () => {
    expect(breedsOf('Lab mix').names).toEqual(['labrador retriever'])
    expect(breedsOf('Lab mix').mixed).toBe(true)
    expect(breedsOf('GSD').names).toEqual(['german shepherd'])
    expect(breedsOf('Australian Shepherd').names).toEqual(['australian shepherd'])
    expect(breedsOf('pit/boxer mix').names).toEqual(['pit bull terrier', 'boxer'])
    expect(breedsOf('Yorkie').names).toEqual(['yorkshire terrier'])
    expect(breedsOf('Goldendoodle').names).toEqual(['doodle'])
    expect(breedsOf('DSH').names).toEqual(['domestic shorthair'])
    expect(breedsOf('Unknown').names).toEqual([])
    expect(breedsOf('Shiba Inu').names).toEqual(['shiba inu'])
  })

  it('scores the same breed, a shared breed in a mix, and different breeds', () => {
    expect(breedSimilarity(breedsOf('Labrador Retriever'), breedsOf('lab'))).toBe(1)
    expect(breedSimilarity(breedsOf('Labrador'), breedsOf('lab/pit mix'))).toBe(0.8)
    expect(breedSimilarity(breedsOf('Labrador'), breedsOf('Beagle'))).toBe(0)
    expect(breedSimilarity(breedsOf('Labrador'), breedsOf(''))).toBeNull()
  })
})

describe('scoring a lost report against a found one', () => {
  it('keeps the weights summing to one', () => {
    expect(Object.values(WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10)
  })

  it('requires the same species', () => {
    expect(scoreMatch(report(), report({ species: 'cat' }))).toBeNull()
  })

  it('refuses pairs further apart than the larger alert radius', () => {
    const lost = report()
    expect(scoreMatch(lost, report({ latitude: DALLAS.latitude, longitude: DALLAS.longitude }))).toBeNull()
    // 180 miles: too far even for the widest radius anyone may choose.
    expect(scoreMatch({ ...lost, radius: 50 }, report({ latitude: DALLAS.latitude, longitude: DALLAS.longitude, radius: 5 }))).toBeNull()
    const near = report({ latitude: DOWNTOWN_AUSTIN.latitude, longitude: DOWNTOWN_AUSTIN.longitude, radius: 5 })
    expect(scoreMatch({ ...lost, radius: 5 }, near)).not.toBeNull()
  })

  it('allows a found date one day before last seen, and at most 60 days after', () => {
    const lost = report()
    expect(scoreMatch(lost, report({ date: '2026-05-31' }))?.reasons).toContain('found a day before last seen')
    expect(scoreMatch(lost, report({ date: '2026-05-30' }))).toBeNull()
    expect(scoreMatch(lost, report({ date: '2026-07-31' }))?.daysApart).toBe(MAX_DAYS_APART)
    expect(scoreMatch(lost, report({ date: '2026-08-01' }))).toBeNull()
  })

  it('explains a good match in plain English and scores it above a poor one', () => {
    const lost = report({ color: 'Black & tan', breed: 'German Shepherd', sex: 'male', weight_lbs: 70 })
    const found = report({ color: 'tan and black', breed: 'GSD mix', sex: 'male', weight_lbs: null, size: 'large', date: '2026-06-03', latitude: DOWNTOWN_AUSTIN.latitude, longitude: DOWNTOWN_AUSTIN.longitude })
    const good = scored(lost, found)
    expect(good.reasons).toEqual(['same colour', 'similar breed', 'same size', 'both male', '2.2 mi apart', '2 days apart'])
    expect(good.distanceMiles).toBe(2.2)
    expect(good.daysApart).toBe(2)
    const poor = scored(lost, { ...found, ...report({ color: 'white', breed: 'Poodle', sex: 'female', weight_lbs: 8, date: '2026-06-03' }) })
    expect(good.score).toBeGreaterThan(poor.score)
    expect(good.score).toBeLessThanOrEqual(1)
    expect(poor.score).toBeGreaterThanOrEqual(0)
  })

  it('treats what one side does not know as neither for nor against', () => {
    const lost = report()
    const vague = scored(lost, report({ breed: null, sex: 'unknown', weight_lbs: null, color: 'dunno' }))
    const wrong = scored(lost, report({ breed: 'Chihuahua', sex: 'female', weight_lbs: 5, color: 'white' }))
    const right = scored(lost, report())
    expect(wrong.score).toBeLessThan(vague.score)
    expect(vague.score).toBeLessThan(right.score)
    expect(vague.reasons).toEqual(['same area', 'same day'])
  })
})
