import { describe, expect, it } from 'vitest'
import { compileRowBuilder } from './row-builder.ts'

describe('compileRowBuilder', () => {
  it('builds a row from values in column order, reading only the values that are not null', () => {
    const reads: string[] = []
    const build = compileRowBuilder([
      { name: 'id', read: (value) => (reads.push(value), Number(value)) },
      { name: 'name' },
      { name: 'weight', read: (value) => (reads.push(value), Number.parseFloat(value)) },
    ])
    expect(build(['7', 'Rex', null])).toEqual({ id: 7, name: 'Rex', weight: null })
    expect(build(['8', null, '12.5'])).toEqual({ id: 8, name: null, weight: 12.5 })
    expect(reads).toEqual(['7', '8', '12.5'])
  })

  it('keeps a later column of the same name, in the first one’s place', () => {
    const row = compileRowBuilder([{ name: 'dup' }, { name: 'other' }, { name: 'dup' }])([1, 2, 3])
    expect(row).toEqual({ dup: 3, other: 2 })
    expect(Object.keys(row)).toEqual(['dup', 'other'])
  })

  it('makes a column called __proto__ an own property, never the row’s prototype', () => {
    const row = compileRowBuilder([{ name: '__proto__' }])([{ polluted: true }])
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toEqual({ polluted: true })
    expect((row as { polluted?: unknown }).polluted).toBeUndefined()
  })

  it('takes any column name as data, never as code', () => {
    const names = ['a"b', "it's", 'line\nbreak', 'x }); globalThis.injected = 1; ({ y', '\u2028', '']
    const row = compileRowBuilder(names.map((name) => ({ name })))(names.map((_, i) => i))
    expect(Object.entries(row)).toEqual(names.map((name, i) => [name, i]))
    expect((globalThis as { injected?: unknown }).injected).toBeUndefined()
  })

  it('builds an empty row for a statement without columns', () => {
    expect(compileRowBuilder([])([])).toEqual({})
  })
})
