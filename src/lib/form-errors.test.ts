// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client'
import { RATE_LIMITED, applyApiError, serverErrorType, withFieldLabel } from './form-errors'

describe('withFieldLabel', () => {
  it('says the label of the field instead of the API field name a message starts with', () => {
    expect(withFieldLabel('domain must be a full URL like https://go.example.com.', 'Domain')).toBe('Domain must be a full URL like https://go.example.com.')
    expect(withFieldLabel('redirectroot must be a full URL starting with http:// or https://, or empty.', 'Root redirect')).toBe(
      'Root redirect must be a full URL starting with http:// or https://, or empty.',
    )
    expect(withFieldLabel('currentPassword is not right.', 'Current password')).toBe('Current password is not right.')
    expect(withFieldLabel('qr.logo must be a PNG or JPEG image.', 'Logo')).toBe('Logo must be a PNG or JPEG image.')
    expect(withFieldLabel('logo must be at most 2000 characters.', 'Logo URL (optional)')).toBe('Logo URL must be at most 2000 characters.')
    expect(withFieldLabel('username may contain only letters, digits, "_" and "-".', 'Username')).toBe('Username may contain only letters, digits, "_" and "-".')
  })

  it('leaves sentences that do not start with a field name alone', () => {
    expect(withFieldLabel('Name is required.', 'Name')).toBe('Name is required.')
    expect(withFieldLabel('That domain is already added.', 'Domain')).toBe('That domain is already added.')
    expect(withFieldLabel('https://x.test is not allowed.', 'Domain')).toBe('https://x.test is not allowed.')
    expect(withFieldLabel('email or password is required.', 'Email')).toBe('email or password is required.')
  })
})

describe('applyApiError', () => {
  it('puts a message on the field it names, else on the form; a rate-limit refusal is marked', () => {
    const setError = vi.fn()
    applyApiError(new ApiError(400, 'domain must be a string.'), setError, ['domain', 'redirectroot'])
    expect(setError).toHaveBeenLastCalledWith('domain', { type: 'server', message: 'domain must be a string.' }, { shouldFocus: true })
    applyApiError(new ApiError(409, 'That domain is already added.'), setError, ['domain'])
    expect(setError).toHaveBeenLastCalledWith('root.server', { type: 'server', message: 'That domain is already added.' })
    applyApiError(new ApiError(429, 'Too many requests. Try again in 30 seconds.', 30), setError, ['domain'])
    expect(setError).toHaveBeenLastCalledWith('root.server', { type: RATE_LIMITED, message: 'Too many requests. Try again in 30 seconds.' })
  })
})

describe('serverErrorType', () => {
  it('marks only a 429 as a rate-limit refusal', () => {
    expect(serverErrorType(new ApiError(429, 'Too many requests.', 3))).toBe(RATE_LIMITED)
    expect(serverErrorType(new ApiError(500, 'The server had a problem.'))).toBe('server')
    expect(serverErrorType(new Error('boom'))).toBe('server')
  })
})
