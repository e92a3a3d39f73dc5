// Issue 34: people paste the vendor's whole snippet into the tag field; the form keeps only the id.
const SNIPPET_IDS: Record<string, RegExp[]> = {
  gtmpixel: [/\b(GTM-[A-Z0-9]{4,12})\b/i],
  gapixel: [/gtag\(\s*['"]config['"]\s*,\s*['"](G-[A-Z0-9]{4,12})['"]/i, /[?&]id=(G-[A-Z0-9]{4,12})\b/i],
  fbpixel: [/fbq\(\s*['"]init['"]\s*,\s*['"](\d{3,100})['"]/, /facebook\.com\/tr\?id=(\d{3,100})\b/],
  tiktok: [/ttq\.load\(\s*['"]([A-Z0-9]{20})['"]/i, /[?&]sdkid=([A-Z0-9]{20})\b/i],
}

/** The id inside a pasted snippet of `type`'s vendor; anything that is not a snippet comes back as it was. */
export function tagFromSnippet(type: string, text: string): string {
  if (!/[<>()'"\n]/.test(text)) return text
  for (const pattern of SNIPPET_IDS[type] ?? []) {
    const id = pattern.exec(text)?.[1]
    if (id) return id
  }
  return text
}

export const readsSnippet = (type: string) => type in SNIPPET_IDS
