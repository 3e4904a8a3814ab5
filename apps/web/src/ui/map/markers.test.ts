import { describe, expect, it } from 'vitest'
import { attributionHtml, clusterIconHtml, escapeHtml, kindsIn, markerIconHtml } from './markers.ts'

describe('map marker text', () => {
  it("escapes a member's words wherever Leaflet takes HTML", () => {
    expect(escapeHtml(`<img src=x onerror="alert(1)">&'`)).toBe('&#60;img src=x onerror=&#34;alert(1)&#34;&#62;&#38;&#39;')
    const icon = markerIconHtml({ kind: 'lost', label: '<b>Rex</b>' })
    expect(icon).not.toContain('<b>')
    expect(icon).toContain('Lost pet: &#60;b&#62;Rex&#60;/b&#62;')
    expect(icon).toContain('class="pf-marker pf-marker-lost"')
  })

  it('names a cluster by its count for screen readers', () => {
    expect(clusterIconHtml(12)).toContain('<span class="sr-only">12 places here; open to zoom in</span>')
  })

  it("builds the tile server's credit from text and http(s) links only", () => {
    expect(attributionHtml([{ text: '© OpenStreetMap contributors', href: 'https://www.openstreetmap.org/copyright' }])).toBe(
      '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">© OpenStreetMap contributors</a>',
    )
    expect(attributionHtml([{ text: 'Tiles <i>by</i> us', href: 'javascript:alert(1)' }, { text: ' & friends', href: null }])).toBe('Tiles &#60;i&#62;by&#60;/i&#62; us &#38; friends')
  })

  it('lists the kinds on the map in the legend’s fixed order', () => {
    expect(kindsIn([{ kind: 'sighting' }, { kind: 'lost' }, { kind: 'sighting' }])).toEqual(['lost', 'sighting'])
    expect(kindsIn([])).toEqual([])
  })
})
