// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { StaticEditNotice } from './static-edit-notice'

afterEach(cleanup)

it.each(['text', 'sms', 'wifi'] as const)('warns that printed copies of a static %s code keep their content, and offers a dynamic code', (type) => {
  render(<StaticEditNotice type={type} offer={<a href="/app/qr/new">create a dynamic code</a>} />)
  expect(screen.getByRole('status').textContent).toMatch(/^Printed copies keep the old content\. This is a static code/)
  expect(screen.getByRole('link', { name: 'create a dynamic code' })).toBeTruthy()
})

it.each(['link', 'email', 'phone', 'vcard', null] as const)('says nothing for a %s code', (type) => {
  const { container } = render(<StaticEditNotice type={type} offer="x" />)
  expect(container.textContent).toBe('')
})
