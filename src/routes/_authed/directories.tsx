import { Outlet, createFileRoute } from '@tanstack/react-router'

// /directories holds the list (directories.index.tsx) and /directories/$id; each draws the whole page.
export const Route = createFileRoute('/_authed/directories')({ component: Outlet })
