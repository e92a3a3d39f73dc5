import { Outlet, createFileRoute } from '@tanstack/react-router'

// /links holds the list (links.index.tsx); a link's own page can sit beside it.
export const Route = createFileRoute('/_authed/links')({ component: Outlet })
