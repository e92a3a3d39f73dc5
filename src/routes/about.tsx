import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/about')({ component: About })

function About() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-2xl font-semibold">About Linkdash</h1>
      <p className="mt-2">A dashboard for the link-management API.</p>
    </main>
  )
}
