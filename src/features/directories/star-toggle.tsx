import type { DirectoryView } from '@contract/directories'
import { describeError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useStarDirectory } from './api'

export function StarToggle({ directory }: { directory: DirectoryView }) {
  const star = useStarDirectory()
  const toggle = () =>
    star.mutate(
      { id: directory.id, starred: !directory.starred },
      {
        onError: (error) =>
          toast.error(`${directory.name} could not be ${directory.starred ? 'unstarred' : 'starred'}: ${describeError(error)}`),
      },
    )
  return (
    <button
      type="button"
      aria-pressed={directory.starred}
      aria-label={`Star ${directory.name}`}
      title={directory.starred ? 'Starred: press to unstar' : 'Press to star'}
      onClick={toggle}
      className="inline-flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 aria-pressed:text-amber-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:aria-pressed:text-amber-400"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className="size-5"
        fill={directory.starred ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinejoin="round"
      >
        <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.9z" />
      </svg>
    </button>
  )
}
