import { Outlet, createFileRoute } from '@tanstack/react-router'

// /campaigns holds the list (campaigns.index.tsx) and /campaigns/$id; each draws the whole page.
export const Route = createFileRoute('/_authed/campaigns')({ component: Outlet })
