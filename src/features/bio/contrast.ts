/** WCAG 2.x relative luminance of `#rrggbb`; null for anything else. */
export function luminance(hex: string): number | null {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim())
  if (!m) return null
  const [r, g, b] = m.slice(1).map((h) => {
    const c = parseInt(h, 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a)
  const lb = luminance(b)
  if (la === null || lb === null) return null
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

export const AA_RATIO = 4.5

export interface ContrastProblem {
  pair: 'text' | 'button'
  ratio: number
  message: string
}

// Rounded down, so a ratio just under 4.5 never reads as 4.50.
const ratioText = (r: number) => `${(Math.floor(r * 100) / 100).toFixed(2)}:1`

/** E3: the theme pairs that fail AA (text on background, button text on button); unreadable colours are skipped. */
export function contrastProblems(theme: { background: string; text: string; button: string; buttonText: string }): ContrastProblem[] {
  const problems: ContrastProblem[] = []
  const text = contrastRatio(theme.text, theme.background)
  if (text !== null && text < AA_RATIO)
    problems.push({ pair: 'text', ratio: text, message: `Text on the background has a contrast of ${ratioText(text)}; WCAG AA asks for at least 4.5:1.` })
  const button = contrastRatio(theme.buttonText, theme.button)
  if (button !== null && button < AA_RATIO)
    problems.push({ pair: 'button', ratio: button, message: `Button text on the button has a contrast of ${ratioText(button)}; WCAG AA asks for at least 4.5:1.` })
  return problems
}
