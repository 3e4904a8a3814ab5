import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/** Where a US ZIP code's centroid lies, and the place it names. */
export interface ZipPlace {
  latitude: number
  longitude: number
  city: string
  state: string
}

interface Table {
  zips: Int32Array
  latitudes: Float64Array
  longitudes: Float64Array
  cityOf: Uint32Array
  cities: string[]
  stateOf: Uint8Array
  states: string[]
}

const ROW = /"zip":"(\d{5})","latitude":(-?[\d.]+),"longitude":(-?[\d.]+),"city":"((?:[^"\\]|\\.)*)","state":"([A-Z]{2})"/g

let table: Table | null = null

/**
 * The `zipcodes` package ships its US table as a 5 MB JavaScript object literal; importing it
 * costs about 80 MB of the server's memory for the whole process lifetime. Its text is read once
 * instead and kept as sorted typed arrays (about 1 MB), searched by binary search.
 */
function load(): Table {
  const file = createRequire(import.meta.url).resolve('zipcodes/lib/codes.js')
  const text = readFileSync(file, 'utf8')
  const rows: Array<[number, number, number, string, string]> = []
  for (const m of text.matchAll(ROW)) {
    rows.push([Number(m[1]), Number(m[2]), Number(m[3]), JSON.parse(`"${m[4] ?? ''}"`) as string, m[5] ?? ''])
  }
  if (rows.length < 40_000) throw new Error(`The ZIP code table looks wrong: ${rows.length} rows in ${file}`)
  rows.sort((a, b) => a[0] - b[0])
  const cities: string[] = []
  const cityIndex = new Map<string, number>()
  const states: string[] = []
  const stateIndex = new Map<string, number>()
  const intern = (value: string, list: string[], index: Map<string, number>) => {
    let i = index.get(value)
    if (i === undefined) {
      i = list.length
      list.push(value)
      index.set(value, i)
    }
    return i
  }
  const t: Table = {
    zips: new Int32Array(rows.length),
    latitudes: new Float64Array(rows.length),
    longitudes: new Float64Array(rows.length),
    cityOf: new Uint32Array(rows.length),
    cities,
    stateOf: new Uint8Array(rows.length),
    states,
  }
  rows.forEach(([zip, latitude, longitude, city, state], i) => {
    t.zips[i] = zip
    t.latitudes[i] = latitude
    t.longitudes[i] = longitude
    t.cityOf[i] = intern(city, cities, cityIndex)
    t.stateOf[i] = intern(state, states, stateIndex)
  })
  return t
}

/** The centroid and place of a 5-digit US ZIP code, or null when there is no such code. */
export function lookupZip(zip: string): ZipPlace | null {
  if (!/^\d{5}$/.test(zip)) return null
  table ??= load()
  const wanted = Number(zip)
  let low = 0
  let high = table.zips.length - 1
  while (low <= high) {
    const mid = (low + high) >>> 1
    const value = table.zips[mid] as number
    if (value === wanted) {
      return {
        latitude: table.latitudes[mid] as number,
        longitude: table.longitudes[mid] as number,
        city: table.cities[table.cityOf[mid] as number] as string,
        state: table.states[table.stateOf[mid] as number] as string,
      }
    }
    if (value < wanted) low = mid + 1
    else high = mid - 1
  }
  return null
}
