const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const

/** "0 bytes", "512 bytes", "1.5 MB": binary steps, one decimal from KB up. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  return unit === 0 ? `${Math.round(value)} bytes` : `${value.toFixed(1)} ${UNITS[unit]}`
}
