import { describe, expect, it } from 'vitest'
import { type AddressClass, classifyAddress } from './address-class.ts'

const TABLE: [string, AddressClass][] = [
  // IPv4 public
  ['8.8.8.8', 'public'],
  ['1.1.1.1', 'public'],
  ['93.184.215.14', 'public'],
  ['172.15.255.255', 'public'],
  ['172.32.0.0', 'public'],
  ['100.63.255.255', 'public'],
  ['100.128.0.0', 'public'],
  ['169.253.255.255', 'public'],
  ['223.255.255.255', 'public'],
  // IPv4 refused
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.1.1', 'private'],
  ['100.64.0.1', 'shared'],
  ['100.127.255.255', 'shared'],
  ['169.254.169.254', 'link-local'],
  ['169.254.0.1', 'link-local'],
  ['192.0.0.8', 'reserved'],
  ['192.0.2.1', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['198.51.100.7', 'reserved'],
  ['203.0.113.9', 'reserved'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'reserved'],
  // IPv6 public
  ['2606:4700:4700::1111', 'public'],
  ['2a00:1450:4001:82a::200e', 'public'],
  ['[2606:4700:4700::1111]', 'public'],
  // IPv6 refused
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback'],
  ['[::1]', 'loopback'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['febf::1', 'link-local'],
  ['fc00::1', 'unique-local'],
  ['fd12:3456:789a::1', 'unique-local'],
  ['fec0::1', 'private'],
  ['ff02::1', 'multicast'],
  ['ff05::1:3', 'multicast'],
  ['2001:db8::1', 'reserved'],
  ['2001:0:4136:e378::1', 'reserved'],
  ['100::1', 'reserved'],
  // IPv4 inside IPv6: the IPv4 address decides
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::FFFF:7F00:0001', 'loopback'],
  ['[::ffff:127.0.0.1]', 'loopback'],
  ['::ffff:10.1.2.3', 'private'],
  ['::ffff:169.254.169.254', 'link-local'],
  ['::ffff:a9fe:a9fe', 'link-local'],
  ['::ffff:0.0.0.0', 'unspecified'],
  ['::ffff:8.8.8.8', 'public'],
  ['::127.0.0.1', 'loopback'],
  ['::10.0.0.1', 'private'],
  ['64:ff9b::10.0.0.1', 'private'],
  ['64:ff9b::808:808', 'public'],
  ['2002:7f00:1::1', 'loopback'],
  ['2002:c0a8:101::1', 'private'],
  ['2002:808:808::1', 'public'],
  // Not addresses
  ['', 'invalid'],
  ['localhost', 'invalid'],
  ['127.1', 'invalid'],
  ['0x7f000001', 'invalid'],
  ['2130706433', 'invalid'],
  ['1.2.3.4.5', 'invalid'],
  ['::g', 'invalid'],
]

describe('classifyAddress', () => {
  it.each(TABLE)('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected)
  })
})
