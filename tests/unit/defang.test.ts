// W3: links and numbers quoted to a trusted contact are shown broken (worker/trusted-contact/defang.ts).
import { describe, expect, it } from 'vitest'
import { defang } from '#worker/trusted-contact/defang'

describe('defang', () => {
  it('breaks web addresses, e-mail addresses and phone numbers, and keeps the words', () => {
    const out = defang(
      'URGENT: pay at https://secure.bank-login.com/pay or www.example.org. Call 1-800-555-0199 or (888) 555 0142, mail help@scam.net.',
    )
    expect(out).toBe(
      'URGENT: pay at hxxps[://]secure[.]bank-login[.]com/pay or www[.]example[.]org. Call 1[-]800[-]555[-]0199 or (888[-]555[-]0142, mail help[at]scam[.]net.',
    )
  })

  it('breaks a bare run of digits and leaves short numbers and amounts alone', () => {
    expect(defang('Text 18005550199 now')).toBe('Text 1[-]800[-]555[-]0199 now')
    expect(defang('Pay $480.00 in 2 days, code 1234')).toBe('Pay $480.00 in 2 days, code 1234')
  })
})
