/**
 * available_sizes / available_colors are JSON text arrays; anything else means no options.
 * A photographer's portfolio_images is stored the same way and is read with this too.
 */
export function productOptions(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((option): option is string => typeof option === 'string' && option.length > 0) : []
  } catch {
    return []
  }
}
