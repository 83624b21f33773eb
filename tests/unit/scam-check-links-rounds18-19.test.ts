// Link rounds 18 and 19, tuned on the retired blind-links12/ and blind-links13/: a page's name that asks for a vote, on a
// cheap ending or a free host, is the "please vote for my niece" lure (its page asks to sign in or for a code and takes
// the account); a .com, .net or .org name one slip off one of the most impersonated names that are no word is theirs
// misspelt.
import { describe, expect, it } from 'vitest'
import { checkMessage } from '#worker/scam-check/index.ts'

const flag = (text: string, lang?: 'en' | 'es' | 'fr') =>
  checkMessage(text, undefined, lang, false).flags.find((f) => f.title.includes('vote') || f.title.includes('voto'))

describe('an address that asks for a vote', () => {
  it.each([
    'https://kids-contest-vote.netlify.app',
    'https://contest-voting-3w.netlify.app',
    'https://votacion-final.pages.dev',
    'Please vote for my niece, she is in the final: https://sarah-vote.netlify.app',
  ])('%s', (text) => {
    const answer = checkMessage(text, undefined, 'en', false)
    expect(answer.verdict).not.toBe('no-signs')
    expect(flag(text, 'en')?.title).toBe('An address that asks for your vote')
  })

  it('says so in Spanish and French, naming the address', () => {
    expect(flag('https://votacion-final.pages.dev', 'es')?.title).toBe('Una dirección que pide su voto')
    expect(flag('https://sarah-vote.netlify.app', 'fr')?.detail).toContain('«\u00a0sarah-vote.netlify.app\u00a0»')
  })

  it('leaves voting sites on their own addresses and words that only hold "vote"', () => {
    for (const link of ['https://www.vote.org', 'https://www.vote.gov', 'https://voteamerica.org', 'https://devote.xyz'])
      expect(checkMessage(link, undefined, 'en', false).verdict, link).toBe('no-signs')
  })
})

describe('one slip off the most impersonated names (round 19)', () => {
  it.each([
    ['https://yotube.com', 'youtube.com'],
    ['https://youtubo.com', 'youtube.com'],
    ['https://tiktlk.com', 'tiktok.com'],
    ['https://spotifi.net', 'spotify.com'],
  ])('%s', (link, own) => {
    const answer = checkMessage(link, undefined, 'en', false)
    expect(answer.flags.find((f) => f.id === 'link-typo-popular')?.title).toBe(`Spelled almost like ${own}`)
  })

  it("leaves such a name on a country's ending, the names themselves and their plurals", () => {
    for (const link of ['https://nzpost.co.nz', 'https://www.youtube.com', 'https://www.tiktok.com', 'https://spotifys.com'])
      expect(
        checkMessage(link, undefined, 'en', false).flags.map((f) => f.id),
        link,
      ).not.toContain('link-typo-popular')
  })
})
