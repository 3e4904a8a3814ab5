/**
 * The 1-based line on which each top-level section's array elements start, in a JSON text that
 * JSON.parse accepted: lines[section][index]. Used to point an operator at the bad row.
 */
export function elementLines(text: string): Record<string, number[]> {
  const result: Record<string, number[]> = {}
  let i = 0
  let line = 1
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i] ?? '')) {
      if (text[i] === '\n') line++
      i++
    }
  }
  const readString = (): string => {
    const start = i
    i++
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1
    i++
    return JSON.parse(text.slice(start, i)) as string
  }
  const skipValue = (): void => {
    skipSpace()
    const ch = text[i]
    if (ch === '"') return void readString()
    if (ch === '{' || ch === '[') {
      const close = ch === '{' ? '}' : ']'
      i++
      skipSpace()
      if (text[i] === close) return void i++
      for (;;) {
        if (ch === '{') {
          skipSpace()
          readString()
          skipSpace()
          i++ // ':'
        }
        skipValue()
        skipSpace()
        if (text[i++] === close) return
      }
    }
    while (i < text.length && !/[\s,\]}]/.test(text[i] ?? '')) i++
  }

  skipSpace()
  if (text[i] !== '{') return result
  i++
  for (;;) {
    skipSpace()
    if (text[i] === '}') break
    const key = readString()
    skipSpace()
    i++ // ':'
    skipSpace()
    if (text[i] === '[') {
      const lines: number[] = []
      i++
      skipSpace()
      while (text[i] !== ']') {
        skipSpace()
        lines.push(line)
        skipValue()
        skipSpace()
        if (text[i] === ',') i++
        skipSpace()
      }
      i++
      result[key] = lines
    } else {
      skipValue()
    }
    skipSpace()
    if (text[i] === ',') i++
    else break
  }
  return result
}
