import { PIXEL_TAG_FORMATS, PIXEL_TYPES, type PixelType } from '@contract/pixels'

export interface PixelVendor {
  type: PixelType
  name: string
  hint: string
  placeholder: string
}

// SPEC order, as PIXEL_TYPES; the tag formats are the contract's (D25a), so the hint says what the server checks.
const NAMES: Record<PixelType, string> = {
  gtmpixel: 'Google Tag Manager',
  gapixel: 'Google Analytics',
  fbpixel: 'Facebook',
  adwordspixel: 'Google Ads',
  linkedinpixel: 'LinkedIn',
  twitterpixel: 'Twitter',
  adrollpixel: 'AdRoll',
  quorapixel: 'Quora',
  pinterest: 'Pinterest',
  bing: 'Bing',
  snapchat: 'Snapchat',
  reddit: 'Reddit',
  tiktok: 'TikTok',
}

function hintOf(type: PixelType): string {
  const { what, example, pattern, note } = PIXEL_TAG_FORMATS[type]
  const rule = `${what.charAt(0).toUpperCase()}${what.slice(1)}, like ${example}.`
  return [rule, note, pattern ? '' : 'Any 3 to 100 characters: the vendor documents no format.'].filter(Boolean).join(' ')
}

const VENDORS = Object.fromEntries(
  PIXEL_TYPES.map((type) => [type, { name: NAMES[type], hint: hintOf(type), placeholder: PIXEL_TAG_FORMATS[type].example }]),
) as Record<PixelType, Omit<PixelVendor, 'type'>>

export const PIXEL_VENDORS: readonly PixelVendor[] = PIXEL_TYPES.map((type) => ({ type, ...VENDORS[type] }))

/** The vendor of an API type; the live service may send a type we do not know, shown as it came. */
export function vendorOf(type: string): PixelVendor | undefined {
  return PIXEL_VENDORS.find((v) => v.type === type)
}

export const vendorName = (type: string) => vendorOf(type)?.name ?? (type || 'Unknown')
