import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PinKeypad } from './pin-keypad.tsx'

function Harness({ onSubmit }: { onSubmit?: () => void }) {
  const [value, setValue] = useState('')
  return (
    <>
      <PinKeypad label="Enter your PIN" value={value} onChange={setValue} onSubmit={onSubmit} />
      <span data-testid="value">{value}</span>
    </>
  )
}

const value = () => screen.getByTestId('value').textContent

describe('PinKeypad', () => {
  it('adds digits from the on-screen keys and stops at 4', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    for (const digit of ['1', '2', '3', '4', '5']) await user.click(screen.getByRole('button', { name: digit }))
    expect(value()).toBe('1234')
    expect(screen.getByRole('status').textContent).toBe('4 of 4 digits entered')
  })

  it('accepts digits from the physical keyboard and ignores everything else', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.keyboard('9a-8 b7')
    expect(value()).toBe('987')
  })

  it('removes the last digit with Backspace and with the delete key', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.keyboard('1357')
    await user.keyboard('{Backspace}')
    expect(value()).toBe('135')
    await user.click(screen.getByRole('button', { name: 'Delete last digit' }))
    expect(value()).toBe('13')
  })

  it('submits on Enter', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<Harness onSubmit={onSubmit} />)
    await user.keyboard('12{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('shows one filled dot per digit', async () => {
    const user = userEvent.setup()
    const { container } = render(<Harness />)
    await user.keyboard('42')
    expect(container.querySelectorAll('[data-filled="true"]')).toHaveLength(2)
    expect(container.querySelectorAll('[data-filled="false"]')).toHaveLength(2)
  })
})
