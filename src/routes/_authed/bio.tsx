import { Outlet, createFileRoute } from '@tanstack/react-router'

// /bio holds the list (bio.index.tsx), /bio/new and /bio/$id (the editor); each draws the whole page.
export const Route = createFileRoute('/_authed/bio')({ component: Outlet })
