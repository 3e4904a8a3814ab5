// Synthetic lost and found reports for bench/matching.ts: one pet behind each lost/found pair,
// described twice, as an owner and as a finder would, with the finder's noise: synonyms and
// missing colour words, wrong or missing breed guesses, a size class off by one, a place a few
// miles away, a date a few days later, and a photo of the same coat in other light.
import sharp from 'sharp'
import { sizeOfWeight, PET_SIZES, type PetSize } from '@petfolk/contract/lost-found/found'
import type { LatLng } from '../apps/server/src/geo/geo.ts'
import { pick, pointNear, realisticPoint } from './lib/synthetic.ts'

type Coat = 'black' | 'white' | 'brown' | 'orange' | 'grey' | 'golden' | 'brindle' | 'merle' | 'spotted' | 'tabby' | 'calico' | 'tortoiseshell' | 'tricolor'

/** Words people use for each coat: an owner and a finder each pick their own. */
const WORDS: Record<Coat, string[]> = {
  black: ['black', 'black', 'jet black', 'ebony'],
  white: ['white', 'white', 'snow white', 'ivory'],
  brown: ['brown', 'chocolate', 'liver', 'chestnut', 'brown'],
  orange: ['orange', 'ginger', 'red', 'rust'],
  grey: ['grey', 'gray', 'silver', 'blue'],
  golden: ['golden', 'blond', 'tan', 'fawn', 'cream', 'yellow', 'buff'],
  brindle: ['brindle', 'brindle', 'tiger striped'],
  merle: ['merle', 'blue merle', 'dapple'],
  spotted: ['spotted', 'with spots', 'speckled'],
  tabby: ['tabby', 'striped', 'tabby'],
  calico: ['calico'],
  tortoiseshell: ['tortoiseshell', 'tortie'],
  tricolor: ['tricolor', 'tri-color', 'tri colour'],
}

/** What the camera sees of each coat: one or more RGB colours and how they are laid out. */
const PAINT: Record<Coat, { colors: Array<[number, number, number]>; pattern: 'solid' | 'stripes' | 'spots' | 'patches' }> = {
  black: { colors: [[28, 26, 25]], pattern: 'solid' },
  white: { colors: [[236, 234, 228]], pattern: 'solid' },
  brown: { colors: [[112, 70, 38]], pattern: 'solid' },
  orange: { colors: [[204, 112, 44]], pattern: 'solid' },
  grey: { colors: [[128, 128, 134]], pattern: 'solid' },
  golden: { colors: [[214, 172, 104]], pattern: 'solid' },
  brindle: { colors: [[120, 80, 45], [35, 28, 24]], pattern: 'stripes' },
  merle: { colors: [[140, 140, 150], [30, 30, 34]], pattern: 'spots' },
  spotted: { colors: [[236, 234, 228], [28, 26, 25]], pattern: 'spots' },
  tabby: { colors: [[190, 120, 60], [90, 55, 30]], pattern: 'stripes' },
  calico: { colors: [[236, 234, 228], [204, 112, 44], [28, 26, 25]], pattern: 'patches' },
  tortoiseshell: { colors: [[28, 26, 25], [170, 90, 40]], pattern: 'spots' },
  tricolor: { colors: [[28, 26, 25], [236, 234, 228], [112, 70, 38]], pattern: 'patches' },
}

const DOG_COATS: Coat[][] = [
  ['black'], ['brown'], ['golden'], ['white'], ['grey'], ['black', 'white'], ['brown', 'white'], ['black', 'brown'], ['golden', 'white'],
  ['brindle'], ['merle'], ['tricolor'], ['spotted'], ['orange'], ['black', 'golden'], ['grey', 'white'],
]
const CAT_COATS: Coat[][] = [
  ['black'], ['white'], ['grey'], ['orange', 'tabby'], ['grey', 'tabby'], ['brown', 'tabby'], ['black', 'white'], ['calico'], ['tortoiseshell'], ['orange', 'white'], ['grey', 'white'],
]

/** Each breed as an owner writes it, and the ways a finder may guess it. */
const DOG_BREEDS: Array<[string, string[]]> = [
  ['Labrador Retriever', ['lab', 'Lab mix', 'labrador']],
  ['German Shepherd', ['GSD', 'shepherd mix', 'german shepherd']],
  ['Golden Retriever', ['golden', 'golden retriever']],
  ['Pit Bull Terrier', ['pit', 'pitbull mix', 'pittie']],
  ['Beagle', ['beagle', 'beagle mix']],
  ['Chihuahua', ['chi', 'chihuahua mix']],
  ['Yorkshire Terrier', ['yorkie', 'yorkie']],
  ['Boxer', ['boxer', 'boxer mix']],
  ['Dachshund', ['doxie', 'wiener dog']],
  ['Siberian Husky', ['husky', 'husky mix']],
  ['Australian Shepherd', ['aussie', 'australian shepherd']],
  ['Border Collie', ['collie', 'border collie mix']],
  ['Poodle', ['poodle', 'poodle mix']],
  ['Shih Tzu', ['shih tzu', 'shitzu']],
  ['Goldendoodle', ['doodle', 'labradoodle']],
  ['Mixed breed', ['mutt', 'mix']],
]
const CAT_BREEDS: Array<[string, string[]]> = [
  ['Domestic Shorthair', ['DSH', 'short hair', 'domestic shorthair']],
  ['Domestic Shorthair', ['DSH', 'short hair']],
  ['Domestic Longhair', ['long hair', 'DLH']],
  ['Siamese', ['siamese', 'siamese mix']],
  ['Maine Coon', ['maine coon', 'maine coon mix']],
]

export interface Pet {
  species: 'dog' | 'cat'
  coat: Coat[]
  breed: [string, string[]]
  sex: 'male' | 'female'
  weight: number
  home: LatLng
  lostDate: string
  /** 0..1 brightness of the owner's photo's light, and the background. */
  light: number
  background: [number, number, number]
}

const DAY_MS = 24 * 60 * 60 * 1000
const FIRST_DAY = Date.parse('2026-01-01T00:00:00Z')
const DAYS = 270

function dateOf(day: number): string {
  return new Date(FIRST_DAY + day * DAY_MS).toISOString().slice(0, 10)
}

const BACKGROUNDS: Array<[number, number, number]> = [[86, 130, 60], [150, 140, 120], [200, 196, 186], [70, 70, 75], [170, 120, 80], [120, 160, 200]]

export function makePet(random: () => number): Pet {
  const species = random() < 0.72 ? 'dog' : 'cat'
  const weight = species === 'dog' ? Math.round(5 + random() * random() * 100) : Math.round(6 + random() * 10)
  return {
    species,
    coat: pick(random, species === 'dog' ? DOG_COATS : CAT_COATS),
    breed: pick(random, species === 'dog' ? DOG_BREEDS : CAT_BREEDS),
    sex: random() < 0.5 ? 'male' : 'female',
    weight,
    home: realisticPoint(random),
    lostDate: dateOf(Math.floor(random() * DAYS)),
    light: 0.85 + random() * 0.3,
    background: pick(random, BACKGROUNDS),
  }
}

function colorText(random: () => number, coat: Coat[], finder: boolean): string {
  let words = coat.map((c) => pick(random, WORDS[c]))
  if (finder) {
    // A finder names fewer colours than the owner, and now and then a wrong one.
    if (words.length > 1 && random() < 0.3) words = words.filter((_, i) => i !== Math.floor(random() * words.length))
    if (random() < 0.07) words.push(pick(random, ['black', 'white', 'brown', 'grey', 'tan']))
    if (random() < 0.05) return pick(random, ['dark', 'light colored', 'not sure'])
  }
  return words.join(random() < 0.5 ? ' and ' : ', ')
}

function shiftDays(date: string, days: number): string {
  return dateOf(Math.round((Date.parse(`${date}T00:00:00Z`) - FIRST_DAY) / DAY_MS) + days)
}

export interface LostRow {
  pet_name: string
  species: string
  breed: string | null
  sex: string | null
  weight_lbs: number | null
  color: string
  last_seen_date: string
  latitude: number
  longitude: number
}

export interface FoundRow {
  species: string
  breed: string | null
  sex: string | null
  size: PetSize | null
  color: string
  found_date: string
  latitude: number
  longitude: number
}

export function lostReport(random: () => number, pet: Pet, index: number): LostRow {
  return {
    pet_name: `Pet ${index}`,
    species: pet.species,
    breed: random() < 0.9 ? pet.breed[0] : null,
    sex: random() < 0.95 ? pet.sex : 'unknown',
    weight_lbs: random() < 0.85 ? pet.weight : null,
    color: colorText(random, pet.coat, false),
    last_seen_date: pet.lostDate,
    latitude: pet.home.latitude,
    longitude: pet.home.longitude,
  }
}

export function foundReport(random: () => number, pet: Pet): FoundRow {
  const breedRoll = random()
  const otherBreeds = pet.species === 'dog' ? DOG_BREEDS : CAT_BREEDS
  const breed = breedRoll < 0.4 ? null : breedRoll < 0.75 ? pick(random, pet.breed[1]) : pick(random, pick(random, otherBreeds)[1])
  const sexRoll = random()
  const trueSize = sizeOfWeight(pet.weight)
  const sizeRoll = random()
  const sizeIndex = PET_SIZES.indexOf(trueSize) + (sizeRoll < 0.1 ? -1 : sizeRoll < 0.2 ? 1 : 0)
  const size = random() < 0.15 ? null : (PET_SIZES[Math.max(0, Math.min(PET_SIZES.length - 1, sizeIndex))] ?? null)
  // Most strays are found within days, a few weeks later; one in twenty is dated the day before.
  const days = random() < 0.05 ? -1 : Math.min(55, Math.floor(-Math.log(Math.max(random(), 1e-9)) * 5))
  const place = pointNear(random, pet.home, 1.5)
  return {
    species: pet.species,
    breed,
    sex: sexRoll < 0.4 ? 'unknown' : sexRoll < 0.43 ? (pet.sex === 'male' ? 'female' : 'male') : pet.sex,
    size,
    color: colorText(random, pet.coat, true),
    found_date: shiftDays(pet.lostDate, days),
    latitude: place.latitude,
    longitude: place.longitude,
  }
}

const W = 64
const H = 48

/**
 * A small photo of the pet: its coat painted as an ellipse in the middle of a background, in the
 * light of the moment. The finder's photo (`finder`) has other light, another background, the
 * pet a little elsewhere, and sensor noise.
 */
export function petPhoto(random: () => number, pet: Pet, finder: boolean): Promise<Buffer> {
  const light = finder ? 0.7 + random() * 0.55 : pet.light
  const background = finder ? pick(random, BACKGROUNDS) : pet.background
  const paint = PAINT[pet.coat[pet.coat.length - 1] === 'tabby' && pet.coat.length > 1 ? 'tabby' : (pet.coat[0] as Coat)]
  const extra = pet.coat.length > 1 && pet.coat[1] !== 'tabby' ? PAINT[pet.coat[1] as Coat].colors : []
  const colors = [...paint.colors, ...extra]
  const pattern = extra.length > 0 && paint.pattern === 'solid' ? 'patches' : paint.pattern
  const cx = W / 2 + (finder ? (random() - 0.5) * 8 : 0)
  const cy = H / 2 + (finder ? (random() - 0.5) * 6 : 0)
  const rx = W * (finder ? 0.3 + random() * 0.1 : 0.34)
  const ry = H * (finder ? 0.3 + random() * 0.1 : 0.34)
  const noise = finder ? 18 : 6
  const pixels = Buffer.alloc(W * H * 3)
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const inside = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1
      let color = background
      if (inside) {
        const index =
          pattern === 'solid' ? 0
          : pattern === 'stripes' ? Math.floor(x / 4) % colors.length
          : pattern === 'spots' ? (((x * 7 + y * 13) % 11) < 3 ? 1 : 0) % colors.length
          : Math.floor((x / W) * colors.length + (y > H / 2 ? 1 : 0)) % colors.length
        color = colors[index] ?? background
      }
      for (let c = 0; c < 3; c++) {
        const value = (color[c] ?? 0) * light + (random() - 0.5) * noise
        pixels[(y * W + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(value)))
      }
    }
  }
  return sharp(pixels, { raw: { width: W, height: H, channels: 3 } }).jpeg({ quality: 85 }).toBuffer()
}
