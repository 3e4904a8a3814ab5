import type { Board } from '@petfolk/contract/boards'
import type { BoardFilter } from './api/get-boards.ts'

/** Board ZIP search runs only with exactly this many characters: a whole US ZIP, not a prefix. */
export const ZIP_LENGTH = 5

/** Positions in the address are rounded to about 100 m: near enough for a 25-mile search. */
export const POSITION_DECIMALS = 3

function coordinate(raw: string | null, limit: number): number | undefined {
  if (raw === null || raw.trim() === '') return undefined
  const value = Number(raw)
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined
}

/**
 * The list's filters live in the address (`?zip=&state=` or `?lat=&lng=&state=`) so Back to Boards
 * returns to the same list. A ZIP wins over a position.
 */
export function boardFilterFrom(params: URLSearchParams): BoardFilter {
  const zip = params.get('zip') ?? ''
  const state = params.get('state') ?? ''
  const zip_code = /^\d{5}$/.test(zip) ? zip : undefined
  const lat = coordinate(params.get('lat'), 90)
  const lng = coordinate(params.get('lng'), 180)
  const near = !zip_code && lat !== undefined && lng !== undefined ? { lat, lng } : undefined
  return { zip_code, state: state || undefined, near }
}

/** The address of the list with the same filters, without the open board. */
export function listSearch(params: URLSearchParams): string {
  const next = new URLSearchParams(params)
  next.delete('board')
  const text = next.toString()
  return text ? `?${text}` : ''
}

/** The address of one board's detail, keeping the list's filters. */
export function boardSearch(params: URLSearchParams, boardId: number): string {
  const next = new URLSearchParams(params)
  next.set('board', String(boardId))
  return `?${next.toString()}`
}

/** What a board's detail entry keeps in history: the board as it was when opened. */
export interface BoardLocationState {
  board?: Board
}
