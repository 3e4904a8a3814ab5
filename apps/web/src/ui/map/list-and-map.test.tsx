import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ListAndMap, SIDE_BY_SIDE_QUERY } from './list-and-map.tsx'

function screenWidth(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    matches: wide && query === SIDE_BY_SIDE_QUERY,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }))
}

afterEach(() => vi.restoreAllMocks())

describe('a list and its map', () => {
  it('on a narrow screen shows the list first and draws the map only when asked for', async () => {
    screenWidth(false)
    const map = vi.fn(() => <p>the map</p>)
    render(<ListAndMap toggleLabel="Show lost pets as" list={<p>the list</p>} map={map} />)
    const toggle = screen.getByRole('group', { name: 'Show lost pets as' })
    const listButton = screen.getByRole('button', { name: 'List' })
    const mapButton = screen.getByRole('button', { name: 'Map' })
    expect(toggle.contains(mapButton)).toBe(true)
    expect(listButton.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByText('the list')).toBeTruthy()
    expect(screen.queryByText('the map')).toBeNull()
    expect(map).not.toHaveBeenCalled()

    await userEvent.click(mapButton)
    expect(mapButton.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByText('the map')).toBeTruthy()
    expect(screen.queryByText('the list')).toBeNull()

    await userEvent.click(listButton)
    expect(screen.getByText('the list')).toBeTruthy()
  })

  it('on a wide screen shows both side by side, the list first, without a toggle', () => {
    screenWidth(true)
    render(<ListAndMap toggleLabel="Show lost pets as" list={<p>the list</p>} map={() => <p>the map</p>} />)
    const list = screen.getByText('the list')
    expect(list.compareDocumentPosition(screen.getByText('the map')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Show lost pets as' })).toBeNull()
  })
})
