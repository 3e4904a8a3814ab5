import { catalogSchema, type Catalog } from '@petfolk/contract/catalog'
import { elementLines } from './line-numbers.ts'

export type ParsedCatalog = { ok: true; catalog: Catalog } | { ok: false; problems: string[] }

/** Validates a catalog file with the contract's schemas; every problem names its section, row and line. */
export function parseCatalog(text: string): ParsedCatalog {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (err) {
    return { ok: false, problems: [`The file is not valid JSON: ${err instanceof Error ? err.message : String(err)}`] }
  }
  const result = catalogSchema.safeParse(value)
  if (result.success) return { ok: true, catalog: result.data }
  const lines = elementLines(text)
  const problems = result.error.issues.map((issue) => {
    const [section, index, ...field] = issue.path
    if (typeof section === 'string' && typeof index === 'number') {
      const line = lines[section]?.[index]
      const where = `${section}[${index}]${line ? ` (line ${line})` : ''}`
      return `${where}${field.length ? ` ${field.join('.')}` : ''}: ${issue.message}`
    }
    return `${issue.path.join('.') || 'file'}: ${issue.message}`
  })
  return { ok: false, problems }
}
