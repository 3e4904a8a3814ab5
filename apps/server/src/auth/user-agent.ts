/**
 * A short description of a browser, such as "Chrome on Android", from its User-Agent header. Only
 * this label is stored: the header itself is long, changes with every update and says more about
 * the person than a session list needs.
 */
export function describeUserAgent(header: string | undefined): string | null {
  if (!header) return null
  // A real header is a few hundred characters; anything longer is not worth reading.
  const ua = header.slice(0, 512)
  const browser = firstMatch(ua, BROWSERS)
  const system = firstMatch(ua, SYSTEMS)
  if (!browser && !system) return null
  if (!browser) return system
  return system ? `${browser} on ${system}` : browser
}

// Order matters: Edge, Opera and Samsung Internet also claim to be Chrome and Safari; Chrome claims Safari.
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
]

// iPhone and iPad before Mac: their headers say "like Mac OS X"; Android before Linux likewise.
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
]

function firstMatch(ua: string, table: ReadonlyArray<readonly [RegExp, string]>): string | null {
  for (const [pattern, name] of table) if (pattern.test(ua)) return name
  return null
}
