/**
 * Breed names as people type them, reduced to one canonical name each: "Lab mix", "labrador" and
 * "Labrador Retriever" are one breed; "GSD" is a German shepherd. Unknown names are kept as typed
 * (lower case, without "mix"), so two identical unusual breeds still match.
 */
const ALIASES: Array<[RegExp, string]> = [
  [/\b(labrador( retriever)?|lab|labs)\b/, 'labrador retriever'],
  [/\b(golden retriever|golden|goldie)\b/, 'golden retriever'],
  // Before the German shepherd, whose pattern takes a lone "shepherd".
  [/\b(australian shepherd|aussie)\b/, 'australian shepherd'],
  [/\b(german shepherd( dog)?|gsd|alsatian|shepherd)\b/, 'german shepherd'],
  [/\b(american pit ?bull terrier|pit ?bull( terrier)?|pitbull|pittie|pitty|pit|apbt)\b/, 'pit bull terrier'],
  [/\b(american staffordshire terrier|amstaff|staffy|staffie|staffordshire( bull)? terrier)\b/, 'staffordshire terrier'],
  [/\b(yorkshire terrier|yorkie|yorky)\b/, 'yorkshire terrier'],
  [/\b(goldendoodle|labradoodle|bernedoodle|aussiedoodle|sheepadoodle|doodle)\b/, 'doodle'],
  [/\b(siberian husky|husky|huskie)\b/, 'siberian husky'],
  [/\b(chihuahua|chi)\b/, 'chihuahua'],
  [/\b(dachshund|doxie|doxy|wiener( dog)?|weiner( dog)?)\b/, 'dachshund'],
  [/\b(border collie|collie)\b/, 'border collie'],
  [/\b(beagle)\b/, 'beagle'],
  [/\b(boxer)\b/, 'boxer'],
  [/\b(poodle)\b/, 'poodle'],
  [/\b(shih ?tzu|shitzu)\b/, 'shih tzu'],
  [/\b(cavalier( king charles( spaniel)?)?|cavalier|ckcs)\b/, 'cavalier king charles spaniel'],
  [/\b(corgi|pembroke|cardigan)\b/, 'corgi'],
  [/\b(french bulldog|frenchie)\b/, 'french bulldog'],
  [/\b(english bulldog|bulldog)\b/, 'bulldog'],
  [/\b(rottweiler|rottie|rotty)\b/, 'rottweiler'],
  [/\b(great dane)\b/, 'great dane'],
  [/\b(blue heeler|red heeler|heeler|australian cattle dog|acd)\b/, 'australian cattle dog'],
  [/\b(jack russell( terrier)?|jrt|parson russell)\b/, 'jack russell terrier'],
  [/\b(maltese)\b/, 'maltese'],
  [/\b(pomeranian|pom)\b/, 'pomeranian'],
  [/\b(schnauzer)\b/, 'schnauzer'],
  [/\b(domestic short ?hair|dsh|short ?hair(ed)?)\b/, 'domestic shorthair'],
  [/\b(domestic medium ?hair|dmh|medium ?hair(ed)?)\b/, 'domestic mediumhair'],
  [/\b(domestic long ?hair|dlh|long ?hair(ed)?)\b/, 'domestic longhair'],
  [/\b(siamese)\b/, 'siamese'],
  [/\b(maine coon)\b/, 'maine coon'],
  [/\b(persian)\b/, 'persian'],
  [/\b(ragdoll)\b/, 'ragdoll'],
  [/\b(bengal)\b/, 'bengal'],
]

/** Words that say nothing about the breed. */
const NOISE = /\b(mix(ed)?( breed)?|cross|x|unknown|not sure|unsure|mutt|dog|cat|puppy|kitten|maybe|possibly|probably|looks like|type|breed)\b/g

export interface Breeds {
  /** Canonical breeds named (a "lab/pit mix" names two). */
  names: string[]
  /** Whether the text says it is a mix. */
  mixed: boolean
}

export function breedsOf(text: string | null): Breeds {
  if (!text) return { names: [], mixed: false }
  const lower = text.toLowerCase().replace(/[^a-z\s/,&+-]/g, ' ')
  const mixed = /\b(mix(ed)?|cross|x)\b|\//.test(lower)
  const names: string[] = []
  // Each part separately, so "lab/pit" names both and an unknown part next to a known one still counts.
  for (const part of lower.split(/[/,&+]|\band\b|\bx\b|-/)) {
    let rest = part
    let known = false
    for (const [pattern, canonical] of ALIASES) {
      if (pattern.test(rest)) {
        known = true
        if (!names.includes(canonical)) names.push(canonical)
        rest = rest.replace(pattern, ' ')
      }
    }
    const leftover = rest.replace(NOISE, ' ').replace(/\s+/g, ' ').trim()
    if (!known && leftover.length >= 3 && !names.includes(leftover)) names.push(leftover)
  }
  return { names, mixed }
}

/**
 * 1 for the same breed, 0.8 when a shared breed is named in a mix, 0 for different breeds; null
 * when either side names none (a finder often cannot tell).
 */
export function breedSimilarity(a: Breeds, b: Breeds): number | null {
  if (a.names.length === 0 || b.names.length === 0) return null
  const shared = a.names.some((name) => b.names.includes(name))
  if (!shared) return 0
  return a.mixed || b.mixed || a.names.length !== b.names.length ? 0.8 : 1
}
