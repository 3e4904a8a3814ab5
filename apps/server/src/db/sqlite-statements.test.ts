import SQLite from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { cachedStatements } from './sqlite-statements.ts'

describe('cachedStatements', () => {
  const sqlite = new SQLite(':memory:')
  const db = cachedStatements(sqlite)
  sqlite.exec(`create table pets (id integer primary key, name text not null, weight real, born text)`)
  sqlite.exec(`insert into pets (name, weight, born) values ('Biscuit', 12.5, null), ('Mochi', 4, '2020-01-02')`)

  afterEach(() => {
    db.prepare('drop table if exists extra').run([])
  })

  it('answers the same rows, keys in the same order, as the driver itself', () => {
    const queries = [
      ['select * from pets order by id', []],
      ['select name, id, weight from pets where id > ? order by id', [0]],
      // Duplicate names: the later column wins in both.
      ['select id as x, name as x from pets order by id', []],
      ['select count(*) as n, max(weight) from pets', []],
    ] as const
    for (const [sql, parameters] of queries) {
      const ours = db.prepare(sql).all(parameters)
      const theirs = sqlite.prepare(sql).all(...parameters)
      expect(ours).toEqual(theirs)
      expect(ours.map((row) => Object.keys(row as object))).toEqual(theirs.map((row) => Object.keys(row as object)))
    }
  })

  it('makes a column called __proto__ an own property, as on PostgreSQL, where the driver would set the prototype', () => {
    const [row] = db.prepare("select id, x'00ff' as __proto__ from pets order by id").all([]) as object[]
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toEqual(Buffer.from([0, 255]))
    const [theirs] = sqlite.prepare("select id, x'00ff' as __proto__ from pets order by id").all() as object[]
    expect(Object.getPrototypeOf(theirs)).toBeInstanceOf(Uint8Array)
  })

  it('keeps one statement per SQL text', () => {
    expect(db.prepare('select id from pets')).toBe(db.prepare('select id from pets'))
  })

  it('runs writes and answers RETURNING rows as objects', () => {
    const inserted = db.prepare('insert into pets (name) values (?) returning id, name').all(['Pepper'])
    expect(inserted).toEqual([{ id: expect.any(Number), name: 'Pepper' }])
    const { changes } = db.prepare('delete from pets where name = ?').run(['Pepper'])
    expect(changes).toBe(1)
  })

  it('iterates rows as objects', () => {
    const names = [...db.prepare('select name from pets order by id').iterate([])]
    expect(names).toEqual([{ name: 'Biscuit' }, { name: 'Mochi' }])
  })

  it('answers the new columns after the schema changes', () => {
    db.prepare('create table extra (id integer primary key)').run([])
    db.prepare('insert into extra (id) values (1)').run([])
    expect(db.prepare('select * from extra').all([])).toEqual([{ id: 1 }])
    db.prepare("alter table extra add column note text default 'hi'").run([])
    expect(db.prepare('select * from extra').all([])).toEqual([{ id: 1, note: 'hi' }])
  })
})
