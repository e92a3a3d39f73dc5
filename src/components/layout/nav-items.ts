import type { IconName } from '@/components/ui/icon'
import type { FileRouteTypes } from '@/routeTree.gen'

export interface NavItem {
  to: FileRouteTypes['to']
  label: string
  icon: IconName
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/links', label: 'Links', icon: 'link' },
  { to: '/account', label: 'Account', icon: 'user' },
  { to: '/domains', label: 'Domains', icon: 'globe' },
  { to: '/campaigns', label: 'Campaigns', icon: 'megaphone' },
  { to: '/directories', label: 'Directories', icon: 'folder' },
  { to: '/files', label: 'Files', icon: 'file' },
  { to: '/pixels', label: 'Pixels', icon: 'target' },
  { to: '/qr', label: 'QR codes', icon: 'qr' },
  { to: '/overlays', label: 'CTA overlays', icon: 'layers' },
  { to: '/splash', label: 'Splash pages', icon: 'sparkles' },
  { to: '/console', label: 'API console', icon: 'terminal' },
]
