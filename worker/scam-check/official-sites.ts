// The names scammers borrow in web addresses, with the registrable domains that really belong to each
// (issue 41 item 3). The checker reads them through `OfficialSite`, a small interface that the versioned
// directory of official contacts (content/official-directory.ts, issue 41 item 4) also satisfies:
// `sitesFromDirectory` turns its entries into sites, and the list below holds the names the directory
// does not carry yet. A name found in someone else's address, or an address one letter away from a
// registrable domain listed here, is a warning sign; an address not listed here is never "safe".

import { OFFICIAL_ENTRIES } from '#content/official-directory'

export interface OfficialSite {
  /** The name a person knows ("Interac", "Canada Post", "IRS"), as the explanation says it. */
  name: string
  /** In English, the name with "the" when it takes one ("the IRS"). */
  the?: boolean
  /** In English, a plural name that takes the apostrophe alone ("American Airlines' address"). */
  plural?: boolean
  /**
   * How the name is written inside web addresses, lower case, letters and digits only ("interac",
   * "canadapost", "postescanada"). Words of 5+ letters count anywhere in a label; shorter ones only
   * as a whole label or a whole hyphen-separated part ("cra-refund", not "scrap").
   */
  words: readonly string[]
  /** Its names that are plain words too ("steam") or a product's ("iphone"): they count only made into a name with lure
   * words alone ("steamgiftcode", "iphonefreeoffers"), never elsewhere ("steamboat"). */
  lured?: readonly string[]
  /** Registrable domains that belong to it ("interac.ca"): the brand's own addresses end in one of these. */
  domains: readonly string[]
}

/** The shape of a directory entry this module reads (a subset of content/official-directory.ts's OfficialEntry). */
export interface DirectoryEntry {
  id: string
  names: { en: string; es: string; fr: string }
  aliases?: readonly string[]
  domains?: readonly string[]
}

/** Letters and digits of a name as it would be written in an address ("Hydro-Québec" → "hydroquebec"). */
export function addressWord(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

/** Words too common to be a name in an address, whatever an entry's aliases say. */
export const GENERIC = new Set([
  'toll',
  'tolls',
  'bank',
  'post',
  'mail',
  'card',
  'refund',
  'taxes',
  'delivery',
  'parcel',
  'package',
  'payment',
  'transfer',
  'canada',
  'mexico',
  'hacienda',
  'cms',
  // The Canadian Anti-Fraud Centre's French initials, also other bodies' ("fca-caf.ca", France's family-benefit CAF).
  'caf',
  // Everyday words in English, Spanish and French one letter from a listed name: "access" and "acceso" are no misspelt
  // Desjardins "accesd", "applied" no Apple ID, "cloud" no iCloud, "correo" (mail) no Correos, "costo" no Costco,
  // "interact" no Interac, "surpass" no SunPass. Words a typo-squatter takes ("goggle", "papal") are not among them.
  'access',
  'acces',
  'acceso',
  'applied',
  'cloud',
  'correo',
  'costo',
  'interact',
  'surpass',
])

/** "Interac (e-Transfer)" → "Interac". */
const plainName = (name: string) => name.replace(/\s*\([^)]*\)/g, '').trim()

/**
 * Directory entries with at least one web domain, as sites. The words are the entry's id, the acronym in
 * its English name ("(CRA)") and its one-word aliases ("accesd", "etransfer"), never a common word or one
 * that is part of another entry's domain ("canada" is in canadapost.ca).
 */
export function sitesFromDirectory(entries: readonly DirectoryEntry[]): OfficialSite[] {
  // Every label of every entry's domains ("canadapost", "ca"), to leave out words that are part of one.
  const labelsOf = (domains: readonly string[]) => domains.flatMap((d) => d.split(/[.-]/)).map(addressWord)
  const out: OfficialSite[] = []
  for (const entry of entries) {
    const domains = entry.domains ?? []
    if (domains.length === 0) continue
    const acronym = /\(([A-Z][A-Z0-9&]{1,9})[),]/.exec(entry.names.en)?.[1]
    // One-word aliases only; an alias with a dot is an address, already among the domains.
    const candidates = [
      entry.id,
      ...(acronym ? [acronym] : []),
      ...(entry.aliases ?? []).filter((a) => !a.includes(' ') && !a.includes('.')),
    ]
    const others = labelsOf(entries.filter((e) => e !== entry).flatMap((e) => e.domains ?? []))
    const words = [
      ...new Set(
        candidates
          .map(addressWord)
          .filter((w) => w.length >= 3 && !/^[0-9]+$/.test(w) && !GENERIC.has(w))
          .filter((w) => !others.some((label) => label !== w && label.includes(w))),
      ),
    ]
    if (words.length) out.push({ name: plainName(entry.names.en), words, domains })
  }
  return out
}

/**
 * The checker's list and the directory's, as one: a directory entry that shares a word with a name below
 * adds its domains and words to it (the name below keeps its short form: "the CRA"); the others join as
 * they are.
 */
export function mergeSites(base: readonly OfficialSite[], extra: readonly OfficialSite[]): OfficialSite[] {
  const out: { name: string; the?: boolean; words: string[]; lured?: readonly string[]; domains: string[] }[] = base.map((site) => ({
    ...site,
    words: [...site.words],
    domains: [...site.domains],
  }))
  for (const site of extra) {
    const same = out.find((o) => o.words.some((w) => site.words.includes(w)))
    if (!same) {
      out.push({ ...site, words: [...site.words], domains: [...site.domains] })
      continue
    }
    for (const d of site.domains) if (!same.domains.includes(d)) same.domains.push(d)
    for (const w of site.words) if (!same.words.includes(w)) same.words.push(w)
  }
  return out
}

/**
 * Names the checker knows. Domains checked on 2026-12-04 against each organisation's own site as quoted
 * in the sources of data/scam-check/blind/links.jsonl and the organisations' fraud pages. Added on
 * 2026-12-06 from the team's knowledge, after the checker flagged them as someone else's, not yet checked
 * at a source (no network here): the country and former addresses scotiabank.com.mx, scotiabankcr.com,
 * tdcanadatrust.com, bancomer.com, geeksquad.ca, bestbuy.ca and att.com.mx; on 2026-12-06 (round 7), costco.com.mx and
 * illinoistollway.com, which the checker flagged when official addresses were run through it.
 */
export const OFFICIAL_SITES: readonly OfficialSite[] = [
  {
    name: 'Amazon',
    words: ['amazon'],
    domains: ['amazon.com', 'amazon.ca', 'amazon.co.uk', 'amazon.com.mx', 'amazon.de', 'amazon.jobs', 'amazonaws.com', 'amazonpay.com'],
  },
  { name: 'PayPal', words: ['paypal'], domains: ['paypal.com', 'paypal.me', 'paypal.ca'] },
  {
    name: 'Apple',
    words: ['apple', 'icloud', 'appleid'],
    lured: ['iphone', 'ipad', 'itunes'],
    domains: ['apple.com', 'icloud.com', 'apple.ca'],
  },
  {
    name: 'Microsoft',
    words: ['microsoft', 'outlook', 'office365'],
    domains: ['microsoft.com', 'live.com', 'office.com', 'microsoft365.com', 'outlook.com', 'msn.com'],
  },
  { name: 'Netflix', words: ['netflix'], domains: ['netflix.com'] },
  {
    name: 'Google',
    words: ['google', 'gmail'],
    domains: ['google.com', 'google.ca', 'google.com.mx', 'gmail.com', 'youtube.com', 'goo.gl'],
  },
  { name: 'Meta', words: ['facebook', 'meta', 'instagram'], domains: ['facebook.com', 'fb.com', 'meta.com', 'instagram.com'] },
  // Discord's and Valve's own domains as their published list gives them (Dogino/Discord-Phishing-URLs, official-domains.txt,
  // Unlicense): gift, Nitro and trade lures borrow these names more than any other in the public phishing lists.
  {
    name: 'Discord',
    // HypeSquad is Discord's badge programme, the name of its most copied lure ("join-hypesquad-events.com").
    words: ['discord', 'hypesquad'],
    domains: [
      ...['discord.com', 'discord.gg', 'discord.co', 'discord.design', 'discord.dev', 'discord.gift', 'discord.gifts', 'discord.media'],
      ...['discord.new', 'discord.store', 'discord.tools', 'discordapp.com', 'discordapp.io', 'discordapp.net', 'discordcdn.com'],
      ...['discordstatus.com', 'discordmerch.com', 'discord-activities.com', 'discordactivities.com', 'discordpartygames.com', 'dis.gd'],
    ],
  },
  {
    name: 'Steam',
    words: ['steamcommunity', 'steampowered', 'steamdeck'],
    lured: ['steam'],
    domains: [
      ...['steamcommunity.com', 'steampowered.com', 'steamstatic.com', 'steamcontent.com', 'steamusercontent.com', 'steamgames.com'],
      ...['steamdeck.com', 'steam-chat.com', 'steamchina.com', 's.team', 'valvesoftware.com', 'valve.net', '8686c.com'],
    ],
  },
  // Its own address is two letters (aa.com), so the long name is what fake booking and refund sites misspell.
  { name: 'American Airlines', plural: true, words: ['americanairlines'], domains: ['aa.com', 'americanairlines.com'] },
  // Crypto exchanges and wallets whose "recover", "KYC" and "global" look-alikes fill the public phishing lists.
  { name: 'bitFlyer', words: ['bitflyer'], domains: ['bitflyer.com', 'bitflyer.jp'] },
  { name: 'Bittrex', words: ['bittrex'], domains: ['bittrex.com'] },
  { name: 'Wasabi Wallet', words: ['wasabiwallet'], domains: ['wasabiwallet.io'] },
  // Game and toy names that gift, trade and resale lures carry ("wws-roblox.com", "popmart-usa.shop", Labubu dolls).
  { name: 'Roblox', words: ['roblox', 'robux'], domains: ['roblox.com', 'rbxcdn.com', 'robloxlabs.com'] },
  { name: 'Pop Mart', words: ['popmart', 'labubu'], domains: ['popmart.com'] },
  // Insurers whose "claim", "policy" and "payment" pages copy their names one letter off ("vgeico.com", "methlife.com").
  { name: 'GEICO', words: ['geico'], domains: ['geico.com'] },
  { name: 'MetLife', words: ['metlife'], domains: ['metlife.com', 'metlife.com.mx'] },
  // A card issuer and shops whose names fake sites type one letter off ("discovercvard.com", "newegr.com", "kkmart.com").
  { name: 'Discover', words: ['discovercard'], domains: ['discover.com', 'discovercard.com'] },
  { name: 'Newegg', words: ['newegg'], domains: ['newegg.com', 'newegg.ca', 'neweggbusiness.com', 'neweggimages.com'] },
  { name: 'Kmart', words: ['kmart'], domains: ['kmart.com', 'kmart.com.au', 'kmart.co.nz'] },
  // A parcel carrier of France whose "missed delivery" pages the public phishing lists carry ("gestioncolis-mondialrelay.com").
  // (Evri's four letters are one shuffle from "verify": not listed.)
  {
    name: 'Mondial Relay',
    words: ['mondialrelay'],
    domains: ['mondialrelay.fr', 'mondialrelay.com', 'mondialrelay.be', 'mondialrelay.es', 'mondialrelay.nl', 'mondialrelay.de'],
  },
  { name: 'WhatsApp', words: ['whatsapp'], domains: ['whatsapp.com', 'whatsapp.net', 'wa.me'] },
  { name: 'USPS', words: ['usps'], domains: ['usps.com', 'usps.gov', 'uspis.gov'] },
  { name: 'FedEx', words: ['fedex'], domains: ['fedex.com'] },
  { name: 'DHL', words: ['dhl'], domains: ['dhl.com', 'dhl.ca', 'dhl.com.mx'] },
  { name: 'UPS', words: ['ups'], domains: ['ups.com'] },
  {
    name: 'Canada Post',
    words: ['canadapost', 'postescanada'],
    domains: ['canadapost.ca', 'canadapost-postescanada.ca', 'postescanada.ca'],
  },
  { name: 'Purolator', words: ['purolator'], domains: ['purolator.com'] },
  { name: 'Correos', words: ['correos'], domains: ['correos.es', 'correosdemexico.gob.mx', 'correos.go.cr'] },
  { name: 'Wells Fargo', words: ['wellsfargo'], domains: ['wellsfargo.com'] },
  // Bank of America's Mexican bank, as Mexico's bank register (CNBV) lists it (github.com/GerardoLucero/mx-bancos, MIT, 2024-09-24).
  { name: 'Bank of America', words: ['bankofamerica', 'bofa'], domains: ['bankofamerica.com', 'bofa.com', 'bankofamerica.com.mx'] },
  { name: 'Chase', words: ['chase'], domains: ['chase.com', 'jpmorganchase.com'] },
  { name: 'Citi', words: ['citibank'], domains: ['citibank.com', 'citi.com'] },
  { name: 'Capital One', words: ['capitalone'], domains: ['capitalone.com', 'capitalone.ca'] },
  { name: 'Zelle', words: ['zelle'], domains: ['zellepay.com'] },
  { name: 'Venmo', words: ['venmo'], domains: ['venmo.com'] },
  { name: 'Cash App', words: ['cashapp'], domains: ['cash.app', 'squareup.com'] },
  { name: 'Interac', words: ['interac', 'etransfer'], domains: ['interac.ca'] },
  { name: 'Desjardins', words: ['desjardins', 'accesd'], domains: ['desjardins.com'] },
  { name: 'RBC', words: ['rbc', 'rbcroyalbank', 'royalbank'], domains: ['rbc.com', 'rbcroyalbank.com'] },
  { name: 'TD', words: ['td', 'tdbank', 'tdcanadatrust'], domains: ['td.com', 'tdbank.com', 'tdcanadatrust.com'] },
  { name: 'Scotiabank', words: ['scotiabank'], domains: ['scotiabank.com', 'scotiabank.com.mx', 'scotiabankcr.com'] },
  { name: 'BMO', words: ['bmo'], domains: ['bmo.com'] },
  { name: 'CIBC', words: ['cibc'], domains: ['cibc.com'] },
  { name: 'BBVA', words: ['bbva', 'bancomer'], domains: ['bbva.mx', 'bbva.es', 'bbva.com', 'bancomer.com'] },
  // Santander Brasil, as Brazil's central bank register lists it (github.com/guibranco/BancosBrasileiros, Unlicense, 2026-08-22).
  {
    name: 'Santander',
    words: ['santander'],
    domains: ['santander.com.mx', 'santander.com', 'santander.es', 'bancosantander.es', 'santander.com.br'],
  },
  { name: 'Banorte', words: ['banorte'], domains: ['banorte.com'] },
  { name: 'Banamex', words: ['banamex', 'citibanamex'], domains: ['banamex.com'] },
  { name: 'Telcel', words: ['telcel'], domains: ['telcel.com'] },
  { name: 'Walmart', words: ['walmart'], domains: ['walmart.com', 'walmart.ca', 'walmart.com.mx'] },
  { name: 'Costco', words: ['costco'], domains: ['costco.com', 'costco.ca', 'costco.com.mx'] },
  { name: 'Norton', words: ['norton'], domains: ['norton.com', 'nortonlifelock.com'] },
  { name: 'McAfee', words: ['mcafee'], domains: ['mcafee.com'] },
  { name: 'Geek Squad', words: ['geeksquad'], domains: ['geeksquad.com', 'bestbuy.com', 'geeksquad.ca', 'bestbuy.ca'] },
  { name: 'AT&T', words: ['att'], domains: ['att.com', 'att.com.mx'] },
  // Canada's mobile carriers, whose "refund", "update" and "bill" pages the FBI's list of LabHost phishing domains is full of
  // (blind-links14/, retired in round 20); their domains as each carrier's own site gives them. "Rogers" and "Fido" are a
  // surname and a dog's name too: they count only made into a name with lure words alone ("rogers-refund", "fidowireless").
  { name: 'Rogers', words: [], lured: ['rogers'], domains: ['rogers.com'] },
  { name: 'Fido', words: [], lured: ['fido'], domains: ['fido.ca'] },
  { name: 'TELUS', words: ['telus'], domains: ['telus.com'] },
  { name: 'Koodo', words: ['koodo'], domains: ['koodomobile.com'] },
  { name: 'Freedom Mobile', words: ['freedommobile'], domains: ['freedommobile.ca'] },
  { name: 'Vidéotron', words: ['videotron'], domains: ['videotron.com'] },
  { name: 'Coinbase', words: ['coinbase'], domains: ['coinbase.com'] },
  // Banks of military families and veterans; domains as their own fraud pages give them (usaa.com/support/security/
  // identify-avoid-scams, navyfederal.org/services/security/phishing-scams.html, read 2026-12-06).
  { name: 'USAA', words: ['usaa'], domains: ['usaa.com'] },
  { name: 'Navy Federal', words: ['navyfederal', 'nfcu'], domains: ['navyfederal.org'] },
  { name: 'IRS', the: true, words: ['irs'], domains: ['irs.gov'] },
  { name: 'Social Security', words: ['ssa', 'socialsecurity'], domains: ['ssa.gov'] },
  { name: 'Medicare', words: ['medicare'], domains: ['medicare.gov', 'cms.gov'] },
  {
    name: 'E-ZPass',
    words: ['ezpass'],
    domains: ['e-zpassny.com', 'ezpassnj.com', 'e-zpassiag.com', 'ezpassma.com', 'ezpassva.com', 'ezpassmd.com', 'ezpass.com'],
  },
  { name: 'SunPass', words: ['sunpass'], domains: ['sunpass.com'] },
  { name: 'Illinois Tollway', the: true, words: ['illinoistollway'], domains: ['illinoistollway.com'] },
  { name: 'FasTrak', words: ['fastrak'], domains: ['bayareafastrak.org', 'thetollroads.com'] },
  { name: '407 ETR', words: ['407etr'], domains: ['407etr.com'] },
  { name: 'CRA', the: true, words: ['cra', 'arc', 'canadarevenue', 'revenucanada'], domains: ['canada.ca', 'gc.ca'] },
  { name: 'Service Canada', words: ['servicecanada'], domains: ['canada.ca', 'gc.ca'] },
  { name: 'Revenu Québec', words: ['revenuquebec'], domains: ['revenuquebec.ca'] },
  { name: 'Hydro-Québec', words: ['hydroquebec'], domains: ['hydroquebec.com'] },
  { name: 'SAAQ', the: true, words: ['saaq'], domains: ['saaq.gouv.qc.ca', 'gouv.qc.ca'] },
  { name: 'SAT', the: true, words: ['sat'], domains: ['sat.gob.mx', 'gob.mx'] },
  { name: 'IMSS', the: true, words: ['imss'], domains: ['imss.gob.mx', 'gob.mx'] },
  { name: 'CFE', the: true, words: ['cfe'], domains: ['cfe.mx', 'cfe.gob.mx', 'gob.mx'] },
  { name: 'Bienestar', words: ['bienestar'], domains: ['gob.mx'] },
  {
    name: 'Agencia Tributaria',
    the: true,
    words: ['agenciatributaria', 'aeat'],
    domains: ['agenciatributaria.gob.es', 'agenciatributaria.es'],
  },
  { name: 'SaffeSupport', words: ['saffesupport'], domains: ['saffesupport.com'] },
]

/** What the checker reads: the list above with the official-contacts directory's entries merged in. */
export const SITES: readonly OfficialSite[] = mergeSites(OFFICIAL_SITES, sitesFromDirectory(OFFICIAL_ENTRIES))
