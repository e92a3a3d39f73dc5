import { Badge, type BadgeTone } from '@/components/ui/badge'

const TONE: Record<string, BadgeTone> = {
  contact: 'blue',
  poll: 'violet',
  message: 'green',
  newsletter: 'amber',
  image: 'cyan',
  coupon: 'rose',
}

export function OverlayTypeBadge({ type }: { type: string }) {
  return <Badge tone={TONE[type] ?? 'slate'}>{type || 'unknown'}</Badge>
}
