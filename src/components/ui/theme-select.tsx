import { setThemeChoice, useThemeChoice, type ThemeChoice } from '@/lib/theme'

/** `labelled`: the word "Theme" shows at every width (the phone's menu); else from 640 px. */
export function ThemeSelect({ labelled = false }: { labelled?: boolean }) {
  const choice = useThemeChoice()
  return (
    <label className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
      <span className={labelled ? '' : 'sr-only sm:not-sr-only'}>Theme</span>
      <select
        value={choice}
        onChange={(e) => setThemeChoice(e.target.value as ThemeChoice)}
        className="rounded-md border border-slate-300 bg-white py-1.5 pl-2 pr-7 text-sm text-slate-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200"
      >
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </label>
  )
}
