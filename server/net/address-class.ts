import { BlockList, isIP } from 'node:net'

export type AddressClass =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'unique-local'
  | 'multicast'
  | 'reserved'
  | 'invalid'

const V4: [string, number, AddressClass][] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared'], // carrier-grade NAT
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'], // and cloud metadata services (169.254.169.254)
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'], // and 255.255.255.255
]
const V6: [string, number, AddressClass][] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['100::', 64, 'reserved'],
  ['2001::', 32, 'reserved'], // Teredo tunnels reach addresses we cannot check
  ['2001:db8::', 32, 'reserved'],
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'private'],
  ['ff00::', 8, 'multicast'],
]

const lists = new Map<AddressClass, BlockList>()
for (const [prefix, bits, cls] of [...V4, ...V6]) {
  const list = lists.get(cls) ?? new BlockList()
  list.addSubnet(prefix, bits, prefix.includes(':') ? 'ipv6' : 'ipv4')
  lists.set(cls, list)
}

function groups6(address: string): number[] | null {
  let text = address.toLowerCase()
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (tail) {
    const b = tail[1]!.split('.').map(Number)
    text = text.slice(0, -tail[1]!.length) + `${((b[0]! << 8) | b[1]!).toString(16)}:${((b[2]! << 8) | b[3]!).toString(16)}`
  }
  const [head, rest] = text.split('::') as [string, string | undefined]
  const h = head ? head.split(':') : []
  const r = rest ? rest.split(':') : []
  const fill = text.includes('::') ? 8 - h.length - r.length : 0
  const all = [...h, ...Array<string>(fill).fill('0'), ...r].map((g) => parseInt(g, 16))
  return all.length === 8 && all.every((n) => n >= 0 && n <= 0xffff) ? all : null
}

function embeddedV4(g: number[]): string | null {
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0)
  if (zeros(5) && g[5] === 0xffff) return v4(g[6]!, g[7]!) // ::ffff:a.b.c.d
  if (zeros(6) && (g[6]! > 0 || g[7]! > 1)) return v4(g[6]!, g[7]!) // ::a.b.c.d (deprecated)
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return v4(g[6]!, g[7]!) // NAT64
  if (g[0] === 0x2002) return v4(g[1]!, g[2]!) // 6to4
  return null
}

function classOf(address: string, family: 'ipv4' | 'ipv6'): AddressClass {
  for (const [cls, list] of lists) if (list.check(address, family)) return cls
  return 'public'
}

/** D27e: whether an IP address (v4 or v6, brackets allowed) is a public one a server may fetch from. */
export function classifyAddress(raw: string): AddressClass {
  const address = raw.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const version = isIP(address)
  if (version === 4) return classOf(address, 'ipv4')
  if (version !== 6) return 'invalid'
  const g = groups6(address)
  if (!g) return 'invalid'
  const inner = embeddedV4(g)
  if (inner) return classOf(inner, 'ipv4')
  return classOf(g.map((n) => n.toString(16)).join(':'), 'ipv6')
}
