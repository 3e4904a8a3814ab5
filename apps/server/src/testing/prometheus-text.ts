/**
 * A strict reader of the Prometheus text exposition format (version 0.0.4), for the metrics
 * tests: it refuses what Prometheus' own parser refuses (bad names, unescaped label values,
 * samples before their TYPE, families split apart, duplicate series, histograms whose buckets do
 * not add up) and answers the samples, so tests can read values. `promtool check metrics` checks
 * the same text where Prometheus is installed (metrics.test.ts); no maintained npm parser exists.
 */

export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped'

export interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

export interface MetricFamily {
  name: string
  type: MetricType
  help: string | null
  samples: Sample[]
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/
const TYPES = new Set<MetricType>(['counter', 'gauge', 'histogram', 'summary', 'untyped'])
const SUFFIXES: Record<MetricType, readonly string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
}

export class ExpositionError extends Error {}

/** Parses the whole text; throws an ExpositionError naming the line for anything Prometheus would refuse. */
export function parseExposition(text: string): Map<string, MetricFamily> {
  const families = new Map<string, MetricFamily>()
  const seenSeries = new Set<string>()
  const typed = new Set<string>()
  let current: MetricFamily | null = null
  const lines = text.split('\n')
  if (lines.at(-1) !== '') throw new ExpositionError('the text must end with a line feed')
  lines.forEach((line, index) => {
    const fail = (problem: string): never => {
      throw new ExpositionError(`line ${index + 1}: ${problem}: ${line}`)
    }
    if (line.trim() === '') return
    if (line.startsWith('#')) {
      const [, keyword, name, rest] = /^#\s+(HELP|TYPE)\s+(\S+)(?:\s(.*))?$/.exec(line) ?? []
      if (!keyword || !name) return
      if (!METRIC_NAME.test(name)) fail('bad metric name')
      const family = familyFor(name)
      if (keyword === 'HELP') {
        if (family.help !== null) fail('a second HELP')
        family.help = unescapeHelp(rest ?? '')
      } else {
        if (!TYPES.has(rest as MetricType)) fail('unknown type')
        if (family.samples.length > 0 || typed.has(name)) fail('TYPE after samples, or twice')
        family.type = rest as MetricType
        typed.add(name)
      }
      return
    }
    const sample = parseSample(line, fail)
    const family = familyOfSample(sample.name)
    if (current !== family && family.samples.length > 0) fail(`samples of ${family.name} are not together`)
    current = family
    const series = `${sample.name}${JSON.stringify(Object.entries(sample.labels).sort())}`
    if (seenSeries.has(series)) fail('a duplicate series')
    seenSeries.add(series)
    family.samples.push(sample)
  })
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family)
  return families

  function familyFor(name: string): MetricFamily {
    let family = families.get(name)
    if (!family) families.set(name, (family = { name, type: 'untyped', help: null, samples: [] }))
    if (current !== null && current !== family && family.samples.length > 0) throw new ExpositionError(`metadata for ${name} after its samples ended`)
    return family
  }

  /** The family a sample belongs to: `x_bucket` to histogram `x`, and so on; untyped otherwise. */
  function familyOfSample(name: string): MetricFamily {
    for (const [familyName, family] of families) {
      for (const suffix of SUFFIXES[family.type]) if (name === `${familyName}${suffix}`) return family
    }
    return familyFor(name)
  }
}

function parseSample(line: string, fail: (problem: string) => never): Sample {
  const name = /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(line)?.[0]
  if (!name) return fail('bad metric name')
  let at = name.length
  const labels: Record<string, string> = {}
  if (line[at] === '{') {
    at++
    while (line[at] !== '}') {
      const labelName = /^[a-zA-Z_][a-zA-Z0-9_]*/.exec(line.slice(at))?.[0]
      if (!labelName || !LABEL_NAME.test(labelName)) fail('bad label name')
      at += labelName.length
      if (line.slice(at, at + 2) !== '="') fail('a label without ="')
      at += 2
      let value = ''
      for (;;) {
        const char = line[at]
        if (char === undefined) fail('an unterminated label value')
        at++
        if (char === '"') break
        if (char === '\\') {
          const escaped = line[at++]
          if (escaped === 'n') value += '\n'
          else if (escaped === '\\' || escaped === '"') value += escaped
          else fail('a bad escape in a label value')
        } else value += char
      }
      if (labelName in labels) fail(`label ${labelName} twice`)
      labels[labelName] = value
      if (line[at] === ',') at++
      else if (line[at] !== '}') fail('labels not separated by commas')
    }
    at++
  }
  const [rawValue, timestamp, extra] = line.slice(at).trim().split(/\s+/)
  if (!line.slice(at).startsWith(' ') || rawValue === undefined || extra !== undefined) fail('not "name{labels} value [timestamp]"')
  if (timestamp !== undefined && !/^-?\d+$/.test(timestamp)) fail('a bad timestamp')
  return { name, labels, value: parseValue(rawValue, fail) }
}

/** As Go's strconv.ParseFloat, which Prometheus uses: NaN and Inf in any case (prom-client writes `Nan`). */
function parseValue(raw: string, fail: (problem: string) => never): number {
  if (/^nan$/i.test(raw)) return Number.NaN
  const infinite = /^([-+]?)inf(inity)?$/i.exec(raw)
  if (infinite) return infinite[1] === '-' ? -Infinity : Infinity
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(raw)) fail('a bad sample value')
  return Number(raw)
}

function unescapeHelp(text: string): string {
  return text.replace(/\\(.)/g, (whole, char: string) => (char === 'n' ? '\n' : char === '\\' ? '\\' : whole))
}

/** Each series' buckets: `le` ascending, counts never falling, and the +Inf bucket equal to `_count`. */
function checkHistogram(family: MetricFamily): void {
  const bySeries = new Map<string, { buckets: Array<[number, number]>; count?: number; sum?: number }>()
  for (const sample of family.samples) {
    const { le, ...rest } = sample.labels
    const key = JSON.stringify(Object.entries(rest).sort())
    let series = bySeries.get(key)
    if (!series) bySeries.set(key, (series = { buckets: [] }))
    if (sample.name.endsWith('_bucket')) {
      if (le === undefined) throw new ExpositionError(`${family.name}: a bucket without le`)
      series.buckets.push([le === '+Inf' ? Infinity : Number(le), sample.value])
    } else if (sample.name.endsWith('_count')) series.count = sample.value
    else series.sum = sample.value
  }
  for (const [key, { buckets, count, sum }] of bySeries) {
    const where = `${family.name} ${key}`
    if (count === undefined || sum === undefined) throw new ExpositionError(`${where}: no _count or _sum`)
    const last = buckets.at(-1)
    if (!last || last[0] !== Infinity) throw new ExpositionError(`${where}: no +Inf bucket last`)
    if (last[1] !== count) throw new ExpositionError(`${where}: the +Inf bucket is not _count`)
    buckets.forEach(([le, value], i) => {
      const before = buckets[i - 1]
      if (Number.isNaN(le)) throw new ExpositionError(`${where}: le is not a number`)
      if (before && (le <= before[0] || value < before[1])) throw new ExpositionError(`${where}: buckets out of order or falling`)
    })
  }
}

/** The value of the one sample with this name and (at least) these labels; undefined when there is none. */
export function sampleValue(families: Map<string, MetricFamily>, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const family of families.values()) {
    for (const sample of family.samples) {
      if (sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value)) return sample.value
    }
  }
  return undefined
}
