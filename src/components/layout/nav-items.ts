import type { IconName } from '@/components/ui/icon'
import type { FileRouteTypes } from '@/routeTree.gen'

export interface NavItem {
  to: FileRouteTypes['to']
  label: string
  icon: IconName
}

export interface NavGroup {
  label: string
  items: readonly NavItem[]
}

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    label: 'Share',
    items: [
      { to: '/links', label: 'Links', icon: 'link' },
      { to: '/campaigns', label: 'Campaigns', icon: 'megaphone' },
      { to: '/directories', label: 'Directories', icon: 'folder' },
      { to: '/bio', label: 'Bio pages', icon: 'card' },
      { to: '/qr', label: 'QR codes', icon: 'qr' },
    ],
  },
  {
    label: 'For your links',
    items: [
      { to: '/domains', label: 'Domains', icon: 'globe' },
      { to: '/pixels', label: 'Pixels', icon: 'target' },
      { to: '/overlays', label: 'CTA overlays', icon: 'layers' },
      { to: '/splash', label: 'Splash pages', icon: 'sparkles' },
    ],
  },
  { label: 'Storage', items: [{ to: '/files', label: 'Files', icon: 'file' }] },
  {
    label: 'Settings',
    items: [
      { to: '/account', label: 'Account', icon: 'user' },
      { to: '/console', label: 'API console', icon: 'terminal' },
    ],
  },
]

export const NAV_ITEMS: readonly NavItem[] = NAV_GROUPS.flatMap((g) => g.items)
