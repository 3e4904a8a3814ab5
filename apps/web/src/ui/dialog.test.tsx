import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Dialog } from './dialog.tsx'
import { ConfirmDialog } from './confirm-dialog.tsx'

/** The usual shape in the features: a button outside the dialog sets `open`. */
function OpenedByButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Add Veterinarian
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Add Veterinarian">
        <button type="button" onClick={() => setOpen(false)}>
          Save
        </button>
      </Dialog>
    </>
  )
}

function ConfirmOpenedByButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this?"
        description="It cannot be undone."
        confirmLabel="Delete Record"
        confirmingLabel="Deleting..."
        onConfirm={() => setOpen(false)}
      />
    </>
  )
}

describe('dialogs give focus back to the control that opened them', () => {
  it('after Escape', async () => {
    const user = userEvent.setup()
    render(<OpenedByButton />)
    const opener = screen.getByRole('button', { name: 'Add Veterinarian' })
    await user.click(opener)
    expect(await screen.findByRole('dialog', { name: 'Add Veterinarian' })).toBeTruthy()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('after the dialog closes itself (a saved form)', async () => {
    const user = userEvent.setup()
    render(<OpenedByButton />)
    const opener = screen.getByRole('button', { name: 'Add Veterinarian' })
    await user.click(opener)
    await user.click(await screen.findByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('for a confirmation, after Cancel and after confirming', async () => {
    const user = userEvent.setup()
    render(<ConfirmOpenedByButton />)
    const opener = screen.getByRole('button', { name: 'Delete' })
    await user.click(opener)
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(document.activeElement).toBe(opener))
    await user.click(opener)
    await user.click(await screen.findByRole('button', { name: 'Delete Record' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })
})
