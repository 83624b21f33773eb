// The third link list (decision 345), for development only: every host of a public phishing list other than the ones
// the blind sets were drawn from, labelled by hand (look-alike of a named organisation, or other), and real ordinary
// addresses people meet (credit unions' own websites), to hold false alarms down.
//
//   node scripts/measure/links-dev2-build.mjs <ALL-phishing-domains.txt> <scraped-websites.csv> > data/scam-check/real/links-dev2.jsonl
//
// THE RULE:
// 1. Phishing side: mitchellkrogza/Phishing.Database ALL-phishing-domains.txt at commit 3a45fc89 (MIT). A line is a
//    candidate when it is a host name; one host per site (registrable domain with private suffixes, tldts), the
//    smallest FNV-1a of "links-dev2:" + host. Labelled by hand below: "lookalike" when it borrows a real organisation's
//    name (plain, misspelt, in other letters); mirrors of pirate streaming sites are "other".
// 2. Ordinary side: credit-union-datasets/credit-union-websites data/processed/scraped-websites.csv at commit 2e888e96
//    (CC0; the NCUA's list of federally insured credit unions, September 2025), the 400 sites with the smallest FNV-1a
//    of "links-dev2:" + site.
import { readFileSync } from 'node:fs'
import { parse } from 'tldts'

const PHISH = 'https://github.com/mitchellkrogza/Phishing.Database/blob/3a45fc893e326d4170d4031a560ba4740c453013/ALL-phishing-domains.txt'
const CU =
  'https://github.com/credit-union-datasets/credit-union-websites/blob/2e888e96242a3364390056157b763388fd5e05aa/data/processed/scraped-websites.csv'
const ORDINARY = 400

/** host → [organisation, family, its own domain]; every other host of the list is "other". */
const LOOKALIKES = {
  'accounts-mail.ru': ['Mail.ru', 'tech', 'mail.ru'],
  'appleid.apple.com.yuppiiechef.com': ['Apple', 'tech', 'apple.com'],
  'yuppiiechef.com': ['Yuppiechef', 'shop', 'yuppiechef.com'],
  'binance.com12772.key-protector-case14752.support': ['Binance', 'bank', 'binance.com'],
  'gmail.com12772.key-protector-case14752.support': ['Gmail', 'tech', 'gmail.com'],
  'bitflyer-global.com': ['bitFlyer', 'bank', 'bitflyer.com'],
  'bitflyer.sviluppo.host': ['bitFlyer', 'bank', 'bitflyer.com'],
  'kyc-bltflyer.web.app': ['bitFlyer', 'bank', 'bitflyer.com'],
  'business-facebook-covid19.com': ['Facebook', 'tech', 'facebook.com'],
  'facebooks-copyright.com': ['Facebook', 'tech', 'facebook.com'],
  'cdcgov.org': ['CDC', 'government', 'cdc.gov'],
  'correos-update.life': ['Correos', 'delivery', 'correos.es'],
  'disceord.gift': ['Discord', 'tech', 'discord.com'],
  'discordsgift.com': ['Discord', 'tech', 'discord.com'],
  'discqrde.com': ['Discord', 'tech', 'discord.com'],
  'discrods.gift': ['Discord', 'tech', 'discord.com'],
  'disocrds.gift': ['Discord', 'tech', 'discord.com'],
  'discord.lossantossanto1.repl.co': ['Discord', 'tech', 'discord.com'],
  'dofusevents.com': ['Dofus', 'tech', 'dofus.com'],
  'dofus-mmorpg.com': ['Dofus', 'tech', 'dofus.com'],
  'dofus-mmorpg.fr': ['Dofus', 'tech', 'dofus.com'],
  'www-dofus.com': ['Dofus', 'tech', 'dofus.com'],
  'dofustouch.fr': ['Dofus Touch', 'tech', 'dofus-touch.com'],
  'www-dofus-touch.com': ['Dofus Touch', 'tech', 'dofus-touch.com'],
  'xn--www-ofus-touch-j1b.com': ['Dofus Touch', 'tech', 'dofus-touch.com'],
  'dofuspoulesnoobs.fr': ['Dofus pour les noobs', 'media', 'dofuspourlesnoobs.com'],
  'dofuspourlenoobs.com': ['Dofus pour les noobs', 'media', 'dofuspourlesnoobs.com'],
  'dofuspourlenoobs.fr': ['Dofus pour les noobs', 'media', 'dofuspourlesnoobs.com'],
  'dofuspourlesnoobs.fr': ['Dofus pour les noobs', 'media', 'dofuspourlesnoobs.com'],
  'wwwdofuspourlesnoobs.com': ['Dofus pour les noobs', 'media', 'dofuspourlesnoobs.com'],
  'icloud.com-mob.support': ['iCloud', 'tech', 'icloud.com'],
  'krakenlogins.com': ['Kraken', 'bank', 'kraken.com'],
  'lnstagramhelpcenter.hungry-ptolemy.34-125-197-109.plesk.page': ['Instagram', 'tech', 'instagram.com'],
  'lnstagramhelp.hungry-ptolemy.34-125-197-109.plesk.page': ['Instagram', 'tech', 'instagram.com'],
  'reclaim-bittrex.com': ['Bittrex', 'bank', 'bittrex.com'],
  'restore637908-coinbase-us.web.app': ['Coinbase', 'bank', 'coinbase.com'],
  'souq-deals.website': ['Souq', 'shop', 'souq.com'],
  'steamcommunitc.com': ['Steam', 'tech', 'steamcommunity.com'],
  'steamcomnnulty.com': ['Steam', 'tech', 'steamcommunity.com'],
  'stearnconmunity.net': ['Steam', 'tech', 'steamcommunity.com'],
  'thoughtworkis.com': ['Thoughtworks', 'tech', 'thoughtworks.com'],
  'us-psues.top': ['USPS', 'delivery', 'usps.com'],
  'vww-roblox.com': ['Roblox', 'tech', 'roblox.com'],
  'www-rsblox.com': ['Roblox', 'tech', 'roblox.com'],
  'wasabiwallet.eu': ['Wasabi Wallet', 'bank', 'wasabiwallet.io'],
  'wasabiwallet.is': ['Wasabi Wallet', 'bank', 'wasabiwallet.io'],
}
// Gosuslugi, Russia's public services portal (gosuslugi.ru): its many misspellings on the list.
for (const h of `gosmslugi.ru gosrslugi.ru gossusluggi.ru gosulgi.ru gosulsugl.ru gosulugi-anticovid.ru gosulugl.ru gosulugy.ru
gosulvgi.ru gosushlugi.ru gosusligu.ru gosusloogi.ru gosuslugee.ru gosuslugi2.ru gosuslugi.agency gosuslugianticovid.ru
gosuslugi.contact gosuslugicovid-cert.ru gosuslugi-covid-qr.ru gosuslugi.directory gosuslugi.express gosuslugigov.ru
gos-uslugi.info gosuslugii.online gosuslugi-kultura.ru gosuslugi.life gosuslugi.live gosuslugi.network gosuslug.info
gosuslugi.page gosuslugi-payment.ru gosuslugi-pay.ru gosuslugipay.ru gosuslugi.shop gosuslugi.social gosuslugi.uk
gosuslugi.xyz gosuslugji.ru gos-uslug.ru gosuslugt.ru gosusluslugi.ru gos-uslygi.site gosusnugi.ru gosusrugi.ru
gosusslugi.net gosyslugi.su grosuslugi.ru igosuslugi.ru verify-gosuslugi.ru vgosuslugi.ru wgosuslugi.ru www-gos-uslugi.ru`.split(/\s+/))
  LOOKALIKES[h] = ['Gosuslugi', 'government', 'gosuslugi.ru']

function fnv1a(text) {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}
const SEED = 'links-dev2:'
const site = (host) => parse(host, { allowPrivateDomains: true }).domain

const bySite = new Map()
for (const raw of readFileSync(process.argv[2], 'utf8').split('\n')) {
  const host = raw.trim().toLowerCase()
  if (!/^[a-z0-9.-]+\.[a-z0-9-]{2,}$/.test(host)) continue
  const info = parse(host, { allowPrivateDomains: true })
  if (!info.domain || info.isIp) continue
  const old = bySite.get(info.domain)
  if (!old || fnv1a(SEED + host) < fnv1a(SEED + old)) bySite.set(info.domain, host)
}
const common = { origin: 'real', obtained: 'git snapshot of the public repository read on 2026-12-06 (search tool: read_file, fetch)' }
const official = new Map()
for (const host of [...bySite.values()].sort()) {
  const l = LOOKALIKES[host]
  if (l) official.set(l[2], l[0])
  console.log(
    JSON.stringify({
      link: `https://${host}`,
      label: l ? 'scam' : 'other',
      brand: l ? l[0] : '',
      family: l ? l[1] : 'other',
      source: PHISH,
      sourceName: 'phishing-database',
      licence: 'MIT (repository LICENSE)',
      date: 'listed 2020 to 2026 (the file as stored)',
      ...common,
    }),
  )
}
for (const [d, brand] of [...official].sort())
  console.log(
    JSON.stringify({
      link: `https://www.${d}/`,
      label: 'official',
      brand,
      family: 'official',
      source: `the website of ${brand} (labelled by hand)`,
      sourceName: 'official',
      licence: 'a domain name (fact)',
      date: '2026-12-06',
      ...common,
    }),
  )
const cu = new Map()
for (const line of readFileSync(process.argv[3], 'utf8').trim().split('\n').slice(1)) {
  const url = line.split(',')[1]
  if (!url?.startsWith('http')) continue
  const host = new URL(url).hostname.toLowerCase()
  const d = site(host)
  if (d && !cu.has(d)) cu.set(d, host)
}
for (const d of [...cu.keys()].sort((a, b) => fnv1a(SEED + a) - fnv1a(SEED + b)).slice(0, ORDINARY))
  console.log(
    JSON.stringify({
      link: `https://${cu.get(d)}`,
      label: 'ordinary',
      brand: '',
      family: 'credit-union',
      source: CU,
      sourceName: 'ncua-credit-unions',
      licence: 'CC0 1.0 (repository LICENSE); the NCUA list is a US government work',
      date: '2025-09 (NCUA list), websites read 2025-12-24',
      ...common,
    }),
  )
