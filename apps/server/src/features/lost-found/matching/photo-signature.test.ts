import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { diskFileStore } from '../../../storage/disk-file-store.ts'
import { uploadKeyOf } from '../../uploads/store.ts'
import { parsePhotoSignature, photoSignatureOf, photoSignatureText, photoSimilarity } from './photo-signature.ts'

/** A coat colour in the middle of a background, as a JPEG. */
function photo(coat: string, background: string): Promise<Buffer> {
  const pet = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="80" height="60"><rect width="80" height="60" fill="${background}"/><ellipse cx="40" cy="30" rx="26" ry="19" fill="${coat}"/></svg>`)
  return sharp(pet).jpeg().toBuffer()
}

describe('photo colour signature', () => {
  it('finds the same coat alike in other light and on another background, and other coats unlike', async () => {
    const golden = await photoSignatureOf(await photo('#d6ac68', '#56823c'))
    const goldenInShade = await photoSignatureOf(await photo('#b08a52', '#9a9080'))
    const black = await photoSignatureOf(await photo('#1c1a19', '#56823c'))
    expect(golden.h.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2)
    expect(photoSimilarity(golden, golden)).toBeCloseTo(1, 5)
    expect(photoSimilarity(golden, goldenInShade)).toBeGreaterThan(0.7)
    expect(photoSimilarity(golden, black)).toBeLessThan(0.5)
  })

  it('answers null, never an error, for a missing or unreadable file, an address that is not ours, and a damaged stored value', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'petfolk-signature-'))
    const files = diskFileStore(dir)
    const url = '/uploads/ab/ab000000000000000000000000000000.jpg'
    expect(await photoSignatureText(files, url)).toBeNull()
    const key = uploadKeyOf(url)
    if (!key) throw new Error('not an upload name')
    const path = join(dir, key)
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, 'not a picture')
    expect(await photoSignatureText(files, url)).toBeNull()
    expect(await photoSignatureText(files, '/uploads/../etc/passwd')).toBeNull()
    expect(await photoSignatureText(files, null)).toBeNull()
    await writeFile(path, await photo('#1c1a19', '#ffffff'))
    expect(parsePhotoSignature(await photoSignatureText(files, url))).not.toBeNull()
    expect(parsePhotoSignature('{"h":[1],"l":[]}')).toBeNull()
    expect(parsePhotoSignature('not json')).toBeNull()
  })
})
