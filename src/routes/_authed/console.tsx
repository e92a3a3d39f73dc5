import { createFileRoute } from '@tanstack/react-router'
import { ApiConsole } from '@/features/console/api-console'

export const Route = createFileRoute('/_authed/console')({ component: ApiConsole })
