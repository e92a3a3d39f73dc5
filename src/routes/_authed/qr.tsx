import { Outlet, createFileRoute } from '@tanstack/react-router'

// /qr holds the list (qr.index.tsx), /qr/new, /qr/$id and /qr/$id/edit; each draws the whole page.
export const Route = createFileRoute('/_authed/qr')({ component: Outlet })
