// S3: how rate limits see a client. IPv4 as it is; IPv6 by its /64, whatever the spelling.
import { describe, expect, it } from 'vitest'
import { clientKey, ipv6Prefix64 } from '#worker/http/request'

describe('clientKey', () => {
  it('keeps IPv4 addresses and uses loopback when there is no header', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey(undefined)).toBe('127.0.0.1')
    expect(clientKey('')).toBe('127.0.0.1')
  })

  it('maps every address of one IPv6 /64 to one key, however it is written', () => {
    const keys = ['2001:db8:aa:bb::1', '2001:0DB8:00aa:00bb:ffff:ffff:ffff:ffff', '2001:db8:aa:bb:1:2:3:4', '[2001:db8:aa:bb::9]'].map(
      clientKey,
    )
    expect(new Set(keys)).toEqual(new Set(['2001:db8:aa:bb::/64']))
    expect(clientKey('2001:db8:aa:bc::1')).not.toBe(keys[0])
  })

  it('expands :: in the first half', () => {
    expect(ipv6Prefix64('2001:db8::1')).toBe('2001:db8:0:0')
    expect(ipv6Prefix64('::1')).toBe('0:0:0:0')
    expect(ipv6Prefix64('fe80::1%eth0')).toBe('fe80:0:0:0')
    expect(ipv6Prefix64('::ffff:192.0.2.1')).toBe('0:0:0:0')
  })
})
