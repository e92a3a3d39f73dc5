// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { afterEach, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { connectionFailed, connectionWorked } from '@/lib/connection'
import { serverErrorType } from '@/lib/form-errors'
import { FormServerError } from './form-server-error'

const DOWN = new ApiError(0, 'Cannot reach the API at https://go.test/api. Check the address and your connection.')

function NameForm() {
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } })
  const onSubmit = form.handleSubmit(() => form.setError('root.server', { type: serverErrorType(DOWN), message: DOWN.message }))
  return (
    <form onSubmit={onSubmit}>
      <FormServerError form={form} onSubmit={onSubmit} />
      <input aria-label="Name" {...form.register('name')} />
    </form>
  )
}

afterEach(() => {
  cleanup()
  connectionWorked()
})

it('drops a "cannot reach the API" error once the API answers again, keeping what was typed', async () => {
  render(<NameForm />)
  fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Spring' } })
  act(() => connectionFailed())
  fireEvent.submit(screen.getByLabelText('Name'))
  expect((await screen.findByRole('alert')).textContent).toMatch(/^Cannot reach the API/)
  act(() => connectionWorked())
  expect(screen.queryByRole('alert')).toBeNull()
  expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Spring')
})

it('keeps any other error', async () => {
  function Other() {
    const form = useForm<{ name: string }>()
    return (
      <form onSubmit={form.handleSubmit(() => form.setError('root.server', { type: serverErrorType(new ApiError(500, 'The database is down.')), message: 'The database is down.' }))}>
        <FormServerError form={form} onSubmit={() => undefined} />
        <button type="submit">Save</button>
      </form>
    )
  }
  render(<Other />)
  fireEvent.click(screen.getByRole('button', { name: 'Save' }))
  expect((await screen.findByRole('alert')).textContent).toBe('The database is down.')
  act(() => connectionWorked())
  expect(screen.getByRole('alert').textContent).toBe('The database is down.')
})
