/**
 * Colour words as owners and finders write them, reduced to a few canonical coat colours and
 * patterns, so "ginger tabby" matches "orange striped" and "chocolate" matches "brown".
 */
export const CANONICAL_COLORS = [
  'black', 'white', 'brown', 'orange', 'grey', 'golden', 'brindle', 'merle', 'spotted', 'tabby', 'calico', 'tortoiseshell', 'tricolor',
] as const
export type CanonicalColor = (typeof CANONICAL_COLORS)[number]

const SYNONYMS: Record<string, CanonicalColor> = {
  black: 'black', ebony: 'black', jet: 'black', charcoal: 'black', dark: 'black',
  white: 'white', snow: 'white', ivory: 'white', albino: 'white',
  brown: 'brown', chocolate: 'brown', liver: 'brown', chestnut: 'brown', mahogany: 'brown', bronze: 'brown', sable: 'brown', mocha: 'brown', coffee: 'brown',
  orange: 'orange', ginger: 'orange', red: 'orange', rust: 'orange', copper: 'orange', marmalade: 'orange', auburn: 'orange',
  grey: 'grey', gray: 'grey', silver: 'grey', blue: 'grey', slate: 'grey', ash: 'grey', smoke: 'grey', smoky: 'grey', pewter: 'grey',
  golden: 'golden', gold: 'golden', blond: 'golden', blonde: 'golden', yellow: 'golden', tan: 'golden', fawn: 'golden', cream: 'golden',
  buff: 'golden', apricot: 'golden', wheaten: 'golden', wheat: 'golden', sandy: 'golden', sand: 'golden', beige: 'golden', honey: 'golden', caramel: 'golden',
  brindle: 'brindle', brindled: 'brindle', tiger: 'brindle',
  merle: 'merle', dapple: 'merle', dappled: 'merle',
  spotted: 'spotted', spots: 'spotted', spot: 'spotted', speckled: 'spotted', ticked: 'spotted', dalmatian: 'spotted', piebald: 'spotted', patches: 'spotted', patched: 'spotted',
  tabby: 'tabby', striped: 'tabby', stripes: 'tabby', mackerel: 'tabby',
  calico: 'calico',
  tortoiseshell: 'tortoiseshell', tortie: 'tortoiseshell', torti: 'tortoiseshell', tortoise: 'tortoiseshell',
  tricolor: 'tricolor', tricolour: 'tricolor', tricolored: 'tricolor', tricoloured: 'tricolor',
}

/** The canonical colours named in a free text ("Black & tan, tri-colour") in the order found, without repeats. */
export function colorWords(text: string | null): CanonicalColor[] {
  if (!text) return []
  // "tri-color", "tri color" and "salt-and-pepper" are one word each.
  const normalised = text
    .toLowerCase()
    .replace(/tri[\s-]+colou?r(ed)?/g, 'tricolor')
    .replace(/salt[\s-]*(and|&|n)[\s-]*pepper/g, 'grey black')
  const found: CanonicalColor[] = []
  for (const word of normalised.split(/[^a-z]+/)) {
    const canonical = SYNONYMS[word]
    if (canonical && !found.includes(canonical)) found.push(canonical)
  }
  return found
}

/**
 * How alike two colour descriptions are, 0..1, or null when either names no colour we know. A
 * finder often names fewer colours than the owner ("brown" for "brown and white"), so the share
 * of the shorter list that the longer one contains counts most; naming exactly the same set counts more.
 */
export function colorSimilarity(a: readonly CanonicalColor[], b: readonly CanonicalColor[]): number | null {
  if (a.length === 0 || b.length === 0) return null
  const shared = a.filter((c) => b.includes(c)).length
  const overlap = shared / Math.min(a.length, b.length)
  const jaccard = shared / (a.length + b.length - shared)
  return 0.7 * overlap + 0.3 * jaccard
}
