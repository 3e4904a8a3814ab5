import pg from 'pg'
import { compileRowBuilder, type ColumnReader, type RowBuilder } from './row-builder.ts'

/** What pg's protocol parser hands a query for each column of a RowDescription. */
interface FieldDescription {
  name: string
  dataTypeID: number
}

/** The slice of pg's Connection a query writes its messages through (pg-cursor uses the same). */
interface ProtocolConnection {
  stream: { cork?: () => void; uncork?: () => void }
  parsedStatements: Record<string, string | undefined>
  submittedNamedStatements: Record<string, string | undefined>
  parse(message: { name: string; text: string }): void
  bind(message: { statement: string; values: readonly unknown[]; valueMapper: (value: unknown) => unknown }): void
  describe(message: { type: 'P'; name: string }): void
  execute(message: { portal: string }): void
  sync(): void
}

/** pg turns a parameter into its wire text this way (dates, buffers, arrays, JSON); reads use the same. */
const prepareValue = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } }).utils.prepareValue
/** The parser pg gives a type it does not convert: text, varchar and the like arrive as they are. */
const KEEP_TEXT = pg.types.getTypeParser(pg.types.builtins.TEXT, 'text')

interface CompiledShape {
  fields: readonly FieldDescription[]
  build: RowBuilder
}

/** A statement's builder reads each column with pg's own parser for its type, text as it is. */
function compileShape(fields: readonly FieldDescription[]): RowBuilder {
  return compileRowBuilder(
    fields.map(({ name, dataTypeID }) => {
      const parser = pg.types.getTypeParser(dataTypeID, 'text') as ColumnReader
      return { name, read: parser === KEEP_TEXT ? undefined : parser }
    }),
  )
}

function sameFields(a: readonly FieldDescription[], b: readonly FieldDescription[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) {
    if (a[i]?.name !== b[i]?.name || a[i]?.dataTypeID !== b[i]?.dataTypeID) return false
  }
  return true
}

const shapes = new Map<string, CompiledShape>()

function builderFor(statement: string, fields: readonly FieldDescription[]): RowBuilder {
  const known = shapes.get(statement)
  if (known && sameFields(known.fields, fields)) return known.build
  // A statement's columns change only with the schema; the newest shape replaces the old one.
  const shape = { fields: fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })), build: compileShape(fields) }
  shapes.set(statement, shape)
  return shape.build
}

/** What a statement answers: Kysely reads the command and row count of writes, and the rows. */
export interface StatementResult {
  command: string | null
  rowCount: number | null
  rows: Record<string, unknown>[]
}

type Done = (error: Error | null, result?: StatementResult) => void

// As pg reads a CommandComplete tag: "SELECT 20", "INSERT 0 1", "UPDATE 3".
const COMMAND_TAG = /^([A-Za-z]+)(?: (\d+))?(?: (\d+))?/

/**
 * One run of a named prepared statement, written as pg's own query objects are: a "submittable"
 * with the handlers the client calls as the server answers (pg-cursor is another). It sends the
 * extended protocol's Parse (once per connection), Bind, Describe, Execute and Sync, and builds
 * rows with the statement's compiled builder. It replaces pg's Query and Result for these
 * statements: their copy of the config, event emitter, per-call type lookups and shared row loop
 * cost more than the rows of a small page (docs/decisions/039).
 */
export class NamedStatementRun {
  readonly text: string
  readonly name: string
  private readonly values: readonly unknown[]
  private readonly result: StatementResult = { command: null, rowCount: null, rows: [] }
  private build: RowBuilder | null = null
  private failure: Error | null = null
  callback: Done

  constructor(name: string, text: string, values: readonly unknown[], callback: Done) {
    this.name = name
    this.text = text
    this.values = values
    this.callback = callback
  }

  submit(connection: ProtocolConnection): Error | null {
    const previous = connection.parsedStatements[this.name] ?? connection.submittedNamedStatements[this.name]
    if (previous !== undefined && previous !== this.text) return new Error(`Prepared statement ${this.name} was used for a different statement`)
    connection.stream.cork?.()
    try {
      if (previous === undefined) {
        connection.parse({ name: this.name, text: this.text })
        connection.submittedNamedStatements[this.name] = this.text
      }
      connection.bind({ statement: this.name, values: this.values, valueMapper: prepareValue })
      connection.describe({ type: 'P', name: '' })
      connection.execute({ portal: '' })
      connection.sync()
    } catch (error) {
      // A value pg cannot send (bind throws before writing): the round still ends with Sync, and
      // the error is answered at ReadyForQuery, when the connection is free again.
      connection.sync()
      this.failure = error instanceof Error ? error : new Error(String(error))
    } finally {
      connection.stream.uncork?.()
    }
    return null
  }

  handleRowDescription(message: { fields: FieldDescription[] }): void {
    this.build = builderFor(this.name, message.fields)
  }

  handleDataRow(message: { fields: Array<string | null> }): void {
    if (this.failure || !this.build) return
    try {
      this.result.rows.push(this.build(message.fields))
    } catch (error) {
      // A type parser refused a value; pg answers such a query with the parser's error too.
      this.failure = error instanceof Error ? error : new Error(String(error))
    }
  }

  handleCommandComplete(message: { text: string }): void {
    const tag = COMMAND_TAG.exec(message.text)
    if (!tag) return
    this.result.command = tag[1] ?? null
    const count = tag[3] ?? tag[2]
    if (count !== undefined) this.result.rowCount = Number.parseInt(count, 10)
  }

  handleError(error: Error): void {
    this.answer(error)
  }

  handleReadyForQuery(): void {
    this.answer(this.failure)
  }

  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(connection: { sendCopyFail(message: string): void }): void {
    connection.sendCopyFail('A prepared statement run does not copy')
  }
  handleCopyData(): void {}

  /** Answers once: after an error the client may still hand on the ReadyForQuery that follows. */
  private answer(error: Error | null): void {
    const callback = this.callback
    this.callback = ignore
    if (error) callback(error)
    else callback(null, this.result)
  }
}

function ignore(): void {}
