import { routeSupport } from '@/lib/route-support'

/** D26d: file changes are beyond SPEC; a 404 other than "File not found." means the service lacks them. */
export const fileChanges = routeSupport('File not found.')
