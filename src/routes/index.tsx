import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/')({ component: Home })

function Home() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-semibold text-brand-700 dark:text-brand-100">Linkdash</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Branded domains, campaigns, pixels, directories, files and QR codes in one place.
      </p>
    </main>
  )
}
