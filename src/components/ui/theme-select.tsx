import { setThemeChoice, useThemeChoice, type ThemeChoice } from '@/lib/theme'
import { Icon } from './icon'

export function ThemeSelect() {
  const choice = useThemeChoice()
  return (
    <label className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
      {/* Issue 40 item 21: on a phone the word gives way to an icon, so the control is still labelled on screen. */}
      <Icon name="theme" className="size-4 sm:hidden" />
      <span className="sr-only sm:not-sr-only">Theme</span>
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
