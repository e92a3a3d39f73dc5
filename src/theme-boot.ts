// Runs before first paint so a dark-mode user never sees a white flash.
const stored = localStorage.getItem('theme')
const dark = stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches)
document.documentElement.classList.toggle('dark', dark)
