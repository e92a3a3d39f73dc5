/** Browser and OS from a User-Agent string, for scan statistics (D29). */
export function parseUserAgent(ua: string): { browser: string; os: string } {
  const browser =
    /\b(bot|crawler|spider|curl|wget)\b/i.test(ua) ? 'Bot'
    : /Edg(e|A|iOS)?\//.test(ua) ? 'Edge'
    : /OPR\/|Opera/.test(ua) ? 'Opera'
    : /SamsungBrowser\//.test(ua) ? 'Samsung Internet'
    : /Firefox\/|FxiOS\//.test(ua) ? 'Firefox'
    : /Chrome\/|CriOS\//.test(ua) ? 'Chrome'
    : /Safari\//.test(ua) && /Version\//.test(ua) ? 'Safari'
    : 'Other'
  const os =
    /Windows/.test(ua) ? 'Windows'
    : /iPhone|iPad|iPod/.test(ua) ? 'iOS'
    : /Android/.test(ua) ? 'Android'
    : /CrOS/.test(ua) ? 'ChromeOS'
    : /Mac OS X|Macintosh/.test(ua) ? 'macOS'
    : /Linux/.test(ua) ? 'Linux'
    : 'Other'
  return { browser, os }
}

export function referrerHost(referrer: string | undefined): string {
  if (!referrer) return 'Direct, email and other'
  try {
    const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '')
    return host || 'Direct, email and other'
  } catch {
    return 'Direct, email and other'
  }
}
