// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, expect, it } from 'vitest'
import { useEditor } from './use-editor'

const addButton = () => document.querySelector<HTMLElement>('main [data-shortcut="new"]')

/** A list page in small: an add button, one row whose button is drawn anew by a save, and the form panel. */
function Page() {
  const { editing, open, close } = useEditor<string>(addButton)
  const [saves, setSaves] = useState(0)
  return (
    <main>
      <h1>Pixels</h1>
      <button data-shortcut="new" onClick={() => open('new')}>
        Add a pixel
      </button>
      <button key={saves} onClick={() => open('row')}>
        Edit Shop
      </button>
      {editing && (
        <form
          onSubmit={(e) => {
            e.preventDefault()
            setSaves((n) => n + 1)
            close()
          }}
        >
          <input aria-label="Name" autoFocus />
        </form>
      )}
    </main>
  )
}

afterEach(cleanup)

it('returns focus to the add button after a form opened by the n shortcut, with nothing focused, is saved with Enter', async () => {
  render(<Page />)
  screen.getByRole('main').tabIndex = -1
  screen.getByRole('main').focus()
  act(() => addButton()!.click())
  expect(document.activeElement).toBe(screen.getByLabelText('Name'))
  fireEvent.submit(screen.getByLabelText('Name'))
  await waitFor(() => expect(document.activeElement).toBe(addButton()))
})

it('returns focus to the edited row’s button even when the save drew the row anew', async () => {
  render(<Page />)
  screen.getByRole('button', { name: 'Edit Shop' }).focus()
  fireEvent.click(screen.getByRole('button', { name: 'Edit Shop' }))
  fireEvent.submit(screen.getByLabelText('Name'))
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Shop' })))
})
