// Content for the /DefendPro security-product page.
// Plain data only. Tokens such as {{phone}}, {{phoneHref}}, {{email}} and {{company}}
// are replaced at build time from content/site.ts. Other languages: their words in
// content/<locale>/defendpro.json, put on these sections (ids, items, order) by `translated`
// (content/<locale>/defendpro.ts).

import type { DefendProItem } from './defendpro-items'
import { reword } from './translate'

export type { DefendProItem }

export interface DefendProSection {
  id: string
  item?: DefendProItem
  title: string
  summary: string
  /** Markdown. May use {{phone}}, {{phoneHref}}, {{email}} and {{company}}. */
  body: string
}

export const defendProHero: { heading: string; lead: string } = {
  heading: 'DefendMePro: everyday protection with real people behind it',
  lead:
    'Scammers call, text, e-mail and pop up on your screen. DefendMePro puts layers of protection around your identity, your money and your devices. When something feels wrong, a real person from {{company}} is there to help, 7 days a week.',
}

export const scamBanner: { heading: string; text: string } = {
  heading: 'Is someone asking you for money or access right now?',
  text:
    'Stop. Hang up the phone or close the window. Do not pay anyone and do not let anyone into your computer. Then call us at {{phone}} and a real person will help you check what is going on.',
}

export const defendProSections: DefendProSection[] = [
  {
    id: 'reality-in-numbers',
    title: 'The reality in numbers',
    summary:
      'Online fraud is growing fast, and people over 60 are hit hardest. Here is what the FBI reports show.',
    body: `The FBI's Internet Crime Complaint Center (IC3) collects reports from people who lost money to online crime. Its recent reports tell a clear story.

- **US$16.6 billion lost in 2024.** That is up 33% from the year before.
- **US$12.5 billion lost in 2023.** Losses keep climbing year after year.
- **859,532 complaints in 2024.** Each one is a person or a family.
- **83% of losses came from cyber-enabled fraud.** That is about US$13.7 billion lost to scams done by phone, text, e-mail and web.
- **US$4.9 billion lost by people aged 60 and over in 2024,** across 147,127 complaints. That is up 43%. In 2023 the figure was US$3.4 billion.

One more number is {{company}}'s own estimate, not a figure from the FBI or any government report:

- Your odds of being targeted by online crime are about **1 in 4** ({{company}} estimate).

### What this means for you

Being targeted is not a sign that you did something wrong. Scammers are organized, patient and good at sounding official. The answer is not fear. It is a few simple habits, good tools, and someone to call when you are unsure. That is what DefendMePro is built to give you.`,
  },
  {
    id: 'whats-included',
    title: 'What DefendMePro includes',
    summary:
      'One plan covers your identity, your money, your devices and your phone, with real human help 7 days a week.',
    body: `DefendMePro brings ten kinds of protection together in one plan. Tap any item to learn more.

- **[Identity theft protection](/DefendPro?item=identity-theft)** with dark web monitoring and expert cleanup.
- **[Fraud detection](/DefendPro?item=fraud-detection)** that watches for activity that does not look like you.
- **[Scam protection](/DefendPro?item=scam-protection)** to help you spot and stop common tricks.
- **[Scam alerts hub](/DefendPro?item=scam-alerts)** with plain-language warnings about new scams.
- **[Financial security](/DefendPro?item=financial-security)** to help guard your bank accounts and savings.
- **[Password manager](/DefendPro?item=password-manager)** so you never have to remember dozens of passwords.
- **[Antivirus and device security](/DefendPro?item=antivirus)** for your computer, phone and tablet.
- **[VPN](/DefendPro?item=vpn)** to protect your connection on public Wi-Fi.
- **[Spam call protection](/DefendPro?item=spam-call)** to cut down on robocalls and scam calls.
- **[Human support 7 days a week](/DefendPro?item=human-support)** from a US-based team.

You also get **real-time alerts** sent to you and, if you choose, to a **trusted contact** such as a son, daughter or friend.

### Plans and pricing

- **DefendMePro Home:** US$19/month, billed US$228 yearly in advance plus tax, for up to 3 devices.
- **DefendMePro Business:** US$49.99/month, billed US$599.88 yearly in advance plus tax, for up to 10 devices.

Plans are billed yearly in advance, plus tax. Senior and veteran special pricing is available. Both DefendMePro plans come with our **30-day money-back guarantee** (see our [money-back guarantee page](/DaysMoneyBack)).

You do not buy online. Call us at [{{phone}}]({{phoneHref}}), one line for scam help and for buying, answered 24 hours a day, 7 days a week. {{callRuleBuy}}`,
  },
  {
    id: 'identity-theft',
    item: 'identity-theft',
    title: 'Identity theft protection and dark web monitoring',
    summary:
      'We watch for your personal details in places criminals trade stolen data, and help you clean up if something goes wrong.',
    body: `Identity theft is when someone uses your personal details to pretend to be you. They may open credit cards, file a tax return or take out a loan in your name. Often you find out months later.

### Dark web monitoring

The dark web is a hidden part of the internet where criminals buy and sell stolen information. DefendMePro watches for your personal details showing up there. If we find a match, you get a **real-time alert**. Your trusted contact can get one too, if you wish.

### Expert cleanup

An alert can feel scary. You will not face it alone. A real {{company}} expert will walk you through what to do, one step at a time. That may include:

- Changing the passwords on affected accounts.
- Turning on two-step verification. This means a login needs your password plus a code.
- Placing a free credit freeze with Equifax, Experian and TransUnion (US), or a fraud alert with Equifax Canada and TransUnion Canada.
- Filing a report at identitytheft.gov, the FTC's official recovery site (US), or with your local police and the Canadian Anti-Fraud Centre, 1-888-495-8501 (Canada).

### Signs your identity may be in use

- Bills or letters for accounts you never opened.
- A debt collector calls about money you do not owe.
- Your tax return is rejected because one was already filed.
- Expected mail or statements stop arriving.

If you notice any of these, call us at [{{phone}}]({{phoneHref}}). Learn more in our [guide to identity theft](/blog/identity-theft).`,
  },
  {
    id: 'fraud-detection',
    item: 'fraud-detection',
    title: 'Fraud detection',
    summary:
      'DefendMePro looks for activity that does not look like you and tells you quickly, so small problems stay small.',
    body: `Fraud is easier to fix when you catch it early. A stranger who gets into your e-mail or an account usually moves fast. DefendMePro helps you move faster.

### How it helps

- **Watches for warning signs.** It looks for activity that does not match your normal habits.
- **Alerts you in real time.** You hear about a problem right away, not weeks later on a statement.
- **Keeps a trusted contact in the loop.** If you choose, a family member or friend gets the same alert. Two sets of eyes are better than one.
- **Connects you with a person.** You can call a real {{company}} expert to talk through any alert.

### When you get an alert

1. Stay calm. An alert is a warning, not a loss.
2. Do not reply to any text or e-mail that claims to be about the alert and asks for details.
3. Call your bank using the number on the back of your card.
4. Call us at [{{phone}}]({{phoneHref}}) if you want help with the next steps.

### A simple rule to remember

A real alert never needs you to read out a one-time code. Your bank will never ask for that code either. If anyone does, it is a scam. Hang up.

Want to know more about code scams? Read our [guide to bank code fraud](/blog/banking-otp-fraud).`,
  },
  {
    id: 'scam-protection',
    item: 'scam-protection',
    title: 'Scam protection',
    summary:
      'Learn the tricks scammers use, and get help from real people when a call, message or pop-up does not feel right.',
    body: `Most scams do not break into your computer. They talk you into opening the door. That is why DefendMePro pairs tools with people who know how scams work.

### Scams we help you stop

- **Fake tech support.** A pop-up or caller says your computer is infected. See our [tech support scam guide](/blog/tech-support-scam).
- **Government impersonation.** A caller claims to be from the IRS, Social Security or Medicare. The IRS first contacts you by mail.
- **Family emergency calls.** A voice that sounds like a grandchild begs for bail money. Voices can now be copied with AI. See our [AI voice fraud guide](/blog/ai-voice-fraud).
- **Romance scams.** A new online friend soon needs money. See our [romance scam guide](/blog/romance-scam).
- **Investment and crypto scams.** Promises of big, safe returns. See our [investment scam guide](/blog/investment-scam).
- **Fake shops and deliveries.** See our [safe shopping guide](/blog/online-shopping).

### Our remote-access rule

We connect to your computer **only in a support session that you started** by calling [{{phone}}]({{phoneHref}}), the number on this website. If anyone calls, texts or e-mails you first and asks to connect, hang up, even if they know a password or say they are from us. Then call us yourself.

### Three habits that stop most scams

1. **Pause.** Scammers rush you. Real problems can wait ten minutes.
2. **Hang up and call back** on a number you already trust.
3. **Never pay** with gift cards, wire transfers or crypto to someone who contacted you first.`,
  },
  {
    id: 'scam-alerts',
    item: 'scam-alerts',
    title: 'Scam alerts hub',
    summary:
      'Plain-language warnings about the scams going around now, with clear steps to protect yourself.',
    body: `Scammers change their stories all the time. Last month it was a fake package delivery. This month it may be a fake refund. The scam alerts hub helps you stay one step ahead.

### What you will find

- **New scam warnings** written in plain words. Each one explains what the scam looks like and what to do.
- **Short videos** that show real scam tactics. [Watch them on our home page](/#videos-section).
- **A guide to fake support calls** with scripts you can use. See [how to identify fake calls](/IdentifyFakeCalls).
- **Answers to 20 common fraud questions** in our [fraud FAQ](/ReadFAQ).
- **Printable guides** you can keep by the phone. Download them from our [resources page](/resources).
- **Our summaries of scams in the news,** such as [crypto ATM tricks](/CBS) and [caller-ID spoofing](/NewYorkPolice), each linking its source.

### How to use it

Read one alert a week. Share it with a friend or family member. Talking about scams is one of the best ways to stop them. People who have heard about a trick are far less likely to fall for it.

### Saw something new?

If you get a strange call, text or e-mail that is not on our list, tell us. Call [{{phone}}]({{phoneHref}}) or write to [{{email}}](mailto:{{email}}). We will help you check it, and your report may help protect someone else.`,
  },
  {
    id: 'financial-security',
    item: 'financial-security',
    title: 'Financial security',
    summary:
      'Guard your bank accounts, cards and savings from the scams that aim straight at your money.',
    body: `In the end, almost every scam is after your money. DefendMePro helps you put a few strong locks on it.

### What DefendMePro does

- **Alerts you and your trusted contact** when something looks wrong, so you can act quickly.
- **Monitors for stolen details** such as account information traded by criminals.
- **Gives you a person to call** before you send money you are unsure about.

### Money rules that keep you safe

- **Your bank will never ask for your one-time code.** Never read it out or type it in for a caller.
- **No real agency moves your money to a "safe account."** That is always a scam.
- **Gift cards are for gifts, not payments.** No government office or company takes them for bills.
- **Never put cash into a crypto ATM** because a caller told you to.
- **Wire transfers are hard to undo.** Check twice, then call the person on a number you trust.

### Simple steps to take today

1. Turn on account alerts in your bank's app or website.
2. Consider a free credit freeze with Equifax, Experian and TransUnion (US), or ask Equifax Canada and TransUnion Canada about a fraud alert or freeze (Canada).
3. Name a trusted contact at your bank, if your bank offers it.
4. Agree with family that no big payment happens the same day someone asks.

If money has already left your account, call your bank right away. Then call us at [{{phone}}]({{phoneHref}}). Learn more in our [guide to bank code fraud](/blog/banking-otp-fraud).`,
  },
  {
    id: 'password-manager',
    item: 'password-manager',
    title: 'Password manager',
    summary:
      'Keep strong, different passwords for every account without writing them on sticky notes.',
    body: `Reusing one password is like using one key for your house, car and bank box. If a thief gets it, everything opens. A password manager fixes that.

### What it is

A password manager is a secure vault for your passwords. You remember **one strong master password**. The vault remembers the rest and can fill them in for you. Your vault is protected with AES-256 encryption, a very strong way of scrambling data.

### Why it helps

- **A different password for every account.** One leak no longer puts everything at risk.
- **Strong passwords made for you.** No more pet names or birthdays.
- **Works across your devices,** so your passwords are there on your computer and phone.
- **Helps you spot fake sites.** It fills in your password only on the real website.

### Make your master password strong

Use a **passphrase** of 16 or more characters. String together four or more random words, like a silly sentence only you would think of. It is easy to remember and hard to guess.

- Do not use names, birthdays or addresses.
- Do not share it with anyone. No {{company}} technician will ever need it.
- Turn on two-step verification wherever you can.

### Need a hand?

Setting up a password manager can feel like a big job. Our team can help you set it up, one account at a time. Call [{{phone}}]({{phoneHref}}). Read more in our [password safety guide](/blog/password-safety).`,
  },
  {
    id: 'antivirus',
    item: 'antivirus',
    title: 'Device security',
    summary:
      'Antivirus and device protection for your computer, phone and tablet, backed by people who can clean up problems.',
    body: `Antivirus software blocks harmful programs, often called malware. Malware can spy on you, slow your computer or lock your files. DefendMePro includes antivirus to help keep your devices clean.

### Why antivirus alone is not enough

**Most scams get past antivirus.** That is because most scams do not use a virus. They use a convincing story. A fake pop-up, a caller or an e-mail asks you to do something yourself. That is why DefendMePro adds human support and scam education on top.

### What device security covers

- **Scans for harmful programs** and dangerous downloads.
- **Warns you about risky sites** before you enter details.
- **Protects up to 3 devices** on the Home plan and up to 10 on the Business plan.
- **Expert cleanup** if something gets through. A real person helps you remove it.

### Pop-up warnings: what to do

A real security warning will never tell you to call a phone number on the screen. If a pop-up does:

1. Do not call the number and do not click anything in the window.
2. Close the browser. If it will not close, restart the computer.
3. Call us at [{{phone}}]({{phoneHref}}) if it keeps coming back.

### Keep devices healthy

- Install updates when your device asks. They fix security holes.
- Only download apps from official app stores.
- Back up your photos and files regularly.

Learn more about fake warnings in our [tech support scam guide](/blog/tech-support-scam).`,
  },
  {
    id: 'vpn',
    item: 'vpn',
    title: 'VPN and privacy',
    summary:
      'A VPN protects what you do online when you use public Wi-Fi at a café, airport, hotel or abroad.',
    body: `A VPN, or virtual private network, creates a private tunnel for your internet connection. Others on the same network cannot easily see what you send or receive.

### When a VPN matters most

- **Public Wi-Fi** at coffee shops, libraries, airports, hotels and hospitals.
- **Travel,** including for American retirees living in Mexico, Panama or Costa Rica.
- **Banking or shopping** when you are away from home.
- **Any network you do not control** or do not fully trust.

### What a VPN does

- Scrambles your connection so nearby snoops cannot read it.
- Keeps others on the same Wi-Fi from easily reading what you send.
- Adds privacy when you use sites and apps on the go.

### What a VPN does not do

A VPN protects your connection. It does not hide everything you do: the websites and apps you sign in to still see your activity there, and a VPN does not stop tracking by the sites themselves. It also cannot stop a scammer who talks you into paying or sharing a code. Keep using good habits: pause, hang up, and check with someone you trust.

### Simple privacy tips

- Turn the VPN on before you join public Wi-Fi.
- Check the network name with staff. Fake networks with similar names are common.
- Turn off automatic joining of open Wi-Fi networks on your phone.
- Do not share more than you need to on social media, such as your birthday or travel dates.

If you are not sure how to turn your VPN on, our team can show you. Call [{{phone}}]({{phoneHref}}).`,
  },
  {
    id: 'spam-call',
    item: 'spam-call',
    title: 'Spam call protection',
    summary:
      'Fewer robocalls and scam calls, and a clear plan for the ones that still get through.',
    body: `Scam calls are one of the most common ways criminals reach older adults. DefendMePro's spam call protection helps flag and filter likely spam and scam calls, so your phone rings less often for the wrong reasons.

### Why caller ID cannot be trusted

Scammers can fake the name and number that show on your screen. This is called **caller-ID spoofing**. A call can look like it comes from your bank, the police or a government office when it does not. Read about it in our [caller-ID spoofing news summary](/NewYorkPolice).

### A 30-second plan for any suspicious call

1. **Do not confirm anything.** Do not say your name, address or account details.
2. **Say:** "I do not handle this by phone. I will call the official number myself."
3. **Hang up.** You do not need to be polite to a scammer.
4. **Call back** on a number you already trust, like the one on your card or statement.

### Red flags on a call

- Pressure to act right now.
- Threats of arrest, fines or a frozen account.
- Requests for gift cards, wire transfers or crypto.
- Requests for one-time codes or remote access.
- A loved one in trouble who asks you to keep it secret.

### More help

- [Scripts for fake support calls](/IdentifyFakeCalls)
- [Our guide to spam calls](/blog/spam-calls)
- [AI voice-cloning scams](/blog/ai-voice-fraud)

Unsure about a call? Call us at [{{phone}}]({{phoneHref}}) and we will help you check.`,
  },
  {
    id: 'human-support',
    item: 'human-support',
    title: 'Live support 7 days a week',
    summary:
      'Talk to a real, US-based person who will listen, explain and help you fix the problem.',
    body: `Tools are important. But when you are worried, you want a calm person on the line. With DefendMePro, you get real human support 7 days a week from our US-based team.

### What our team can help with

- Checking a call, text, e-mail or pop-up you are not sure about.
- Walking you through an alert, step by step.
- Cleaning up after a scam or identity theft.
- Setting up your password manager, VPN and antivirus.
- Explaining things in plain words, as many times as you need.

### Why people trust us

- Nearly 10 years in business.
- Patient support that never rushes you.
- More than 100,000 tech issues resolved.
- Over 100,000 devices secured.

### How to reach us

- **Phone:** [{{phone}}]({{phoneHref}})
- **E-mail:** [{{email}}](mailto:{{email}})
- **Live chat:** [chat with us](/live-support)

### Staying safe with us too

Scammers sometimes pretend to be support companies, including ours. These rules protect you:

- **Allow remote access only in a session you started** by calling the number on this site. If anyone contacts you first and asks to connect, hang up, even if they know a password.
- {{callRuleBuy}} A call can be faked, so that call is never a reason to pay or to let anyone connect. Purchases happen by phone on our toll-free line, not online.
- If you are unsure a call is really from us, hang up and call the number on this site.

Learn more about [how we contact you](/how-we-contact-you).`,
  },
]

export const businessSection: { heading: string; lead: string; points: string[] } = {
  heading: 'DefendMePro for Business',
  lead:
    'Small businesses are a favorite target for scammers. DefendMePro Business protects up to 10 devices for US$49.99/month, billed US$599.88 yearly in advance plus tax, with the same real human support 7 days a week.',
  points: [
    'Covers up to 10 devices, such as office computers, laptops and phones.',
    'Antivirus, VPN and a password manager for you and your staff.',
    'Dark web monitoring and real-time alerts if business or staff details are exposed.',
    'Help spotting fake invoices, fake renewal notices and payment-change requests.',
    'Spam call protection to cut down on robocalls and impersonation calls.',
    'Real, US-based support 7 days a week, with expert cleanup if something gets through.',
    'A 30-day money-back guarantee. Pair it with {{company}} Assist Business in the Business combo for US$89.99/month, billed US$1,079.88 yearly in advance plus tax.',
  ],
}

/** What a language other than English says: the words only (content/<locale>/defendpro.json). */
export interface DefendProWords {
  defendProHero: typeof defendProHero
  scamBanner: typeof scamBanner
  /** Per section id: its words (the item and the order stay the English ones). */
  defendProSections: Record<string, Pick<DefendProSection, 'title' | 'summary' | 'body'>>
  businessSection: typeof businessSection
}

/** This module in another language: `words` on the English sections (same ids, items and order). */
export function translated(where: string, words: DefendProWords) {
  return {
    defendProHero: words.defendProHero,
    scamBanner: words.scamBanner,
    defendProSections: reword(where, defendProSections, 'id', words.defendProSections, ['item']),
    businessSection: words.businessSection,
  }
}
