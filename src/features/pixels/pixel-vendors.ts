import { PIXEL_TYPES, type PixelType } from '@contract/pixels'

export interface PixelVendor {
  type: PixelType
  name: string
  hint: string
  placeholder: string
}

// SPEC order, the same as PIXEL_TYPES; the formats are the vendors' own, only GTM- and
// Facebook's digits are enforced (D25).
const VENDORS: Record<PixelType, Omit<PixelVendor, 'type'>> = {
  gtmpixel: {
    name: 'Google Tag Manager',
    hint: 'Container id: GTM- and 7 letters or digits, like GTM-XXXXXXX.',
    placeholder: 'GTM-XXXXXXX',
  },
  gapixel: {
    name: 'Google Analytics',
    hint: 'Measurement id: G- and 10 letters or digits, like G-XXXXXXXXXX.',
    placeholder: 'G-XXXXXXXXXX',
  },
  fbpixel: { name: 'Facebook', hint: 'Pixel id: digits only, usually 15 or 16 of them.', placeholder: '1234567890123456' },
  adwordspixel: { name: 'Google Ads', hint: 'Conversion id: AW- and 9 to 11 digits, like AW-XXXXXXXXX.', placeholder: 'AW-XXXXXXXXX' },
  linkedinpixel: { name: 'LinkedIn', hint: 'Insight tag partner id: digits, like 1234567.', placeholder: '1234567' },
  twitterpixel: { name: 'Twitter', hint: 'Pixel id: letters and digits, like o1abc.', placeholder: 'o1abc' },
  adrollpixel: { name: 'AdRoll', hint: 'Advertiser id: 22 letters and digits.', placeholder: 'XXXXXXXXXXXXXXXXXXXXXX' },
  quorapixel: { name: 'Quora', hint: 'Pixel id: 32 letters and digits.', placeholder: '0123456789abcdef0123456789abcdef' },
  pinterest: { name: 'Pinterest', hint: 'Tag id: 13 digits, like 2612345678901.', placeholder: '2612345678901' },
  bing: { name: 'Bing', hint: 'UET tag id: digits, like 12345678.', placeholder: '12345678' },
  snapchat: {
    name: 'Snapchat',
    hint: 'Pixel id: a UUID like 1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f.',
    placeholder: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
  },
  reddit: { name: 'Reddit', hint: 'Pixel id: t2_ and letters or digits, like t2_abc123.', placeholder: 't2_abc123' },
  tiktok: {
    name: 'TikTok',
    hint: 'Pixel code: 20 capital letters and digits, like CXXXXXXXXXXXXXXXXXXX.',
    placeholder: 'CXXXXXXXXXXXXXXXXXXX',
  },
}

export const PIXEL_VENDORS: readonly PixelVendor[] = PIXEL_TYPES.map((type) => ({ type, ...VENDORS[type] }))

/** The vendor of an API type; the live service may send a type we do not know, shown as it came. */
export function vendorOf(type: string): PixelVendor | undefined {
  return PIXEL_VENDORS.find((v) => v.type === type)
}

export const vendorName = (type: string) => vendorOf(type)?.name ?? (type || 'Unknown')
