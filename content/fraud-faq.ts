// Content for the /ReadFAQ fraud FAQ page.
// Plain data only. Tokens such as {{phone}}, {{phoneHref}}, {{email}} and {{company}}
// are replaced at build time from content/site.ts. Other languages: their words in
// content/<locale>/fraud-faq.json (the same questions in the same order), returned by `translated`
// (content/<locale>/fraud-faq.ts). Their links inside the site point to their own pages (/es/..., /fr/...);
// the Spanish points to the FTC's Spanish sites (ReporteFraude.ftc.gov, RobodeIdentidad.gov), the
// French marks US sites that have no French version "(en anglais)".

export interface FaqEntry {
  question: string
  /** Markdown. */
  answer: string
}

export const fraudFaq: FaqEntry[] = [
  {
    question: 'Someone called saying they are from Microsoft or Apple and my computer has a virus. Is it real?',
    answer: `No. Big tech companies do not call you out of the blue about a virus. They do not know what is happening on your computer.

Here is a pattern we see often: the caller sounds friendly and official. They ask you to go to your computer and type something in. Then they ask to connect to it "to fix the problem." Soon they ask for payment.

**What to do:** Hang up. Do not go to your computer while they are on the line. If you are worried about your device, call a company you already trust, using a number you found yourself. Read our [guide to fake tech support scams](/blog/tech-support-scam).`,
  },
  {
    question: 'A pop-up on my screen says my computer is infected and tells me to call a number. What should I do?',
    answer: `Do not call the number. Real security warnings never ask you to phone someone. These pop-ups are fake. They are made to scare you into calling a scammer.

The pop-up may beep, flash or show a police or Microsoft logo. It may say your files will be deleted. None of that is true.

**What to do:**

1. Do not click anything inside the pop-up.
2. Close your web browser. If it will not close, hold the power button to restart the computer.
3. If the pop-up keeps coming back, call {{company}} at [{{phone}}]({{phoneHref}}) and we will help you clean it up.`,
  },
  {
    question: 'I let a stranger into my computer. What do I do now?',
    answer: `Act now, but stay calm. Many people have been tricked this way, and you can limit the harm.

1. **Turn off the internet.** Unplug the cable or turn off Wi-Fi. This cuts off the stranger.
2. **Call your bank** using the number on the back of your card. Tell them what happened.
3. **From a different, safe device,** change the passwords for your e-mail and bank.
4. **Have the computer checked** before you use it for banking again. The stranger may have left a program behind.
5. **Report it.** In the US, at [reportfraud.ftc.gov](https://reportfraud.ftc.gov) and [ic3.gov](https://www.ic3.gov). In Canada, to the Canadian Anti-Fraud Centre at [antifraudcentre-centreantifraude.ca](https://antifraudcentre-centreantifraude.ca) or 1-888-495-8501.

{{company}} can help you check and clean the computer. Call [{{phone}}]({{phoneHref}}). Going forward, allow remote access only in a support session that you started by calling a number you looked up yourself, such as the one on this website.`,
  },
  {
    question: 'A caller says they are from the IRS, Social Security or Medicare and I owe money. Is it real?',
    answer: `Almost certainly not. The IRS first contacts you by mail, not by a surprise phone call. Government agencies do not threaten to arrest you over the phone. They do not demand gift cards, wire transfers or crypto.

Scammers use these names because they sound serious. They may know part of your Social Security number. They may fake the number on your caller ID.

**What to do:** Hang up. Do not press any buttons. If you want to check, look up the agency's official phone number on its website or on a letter you already have. Then call them yourself. You can report the call at [reportfraud.ftc.gov](https://reportfraud.ftc.gov). In Canada, callers often claim to be from the Canada Revenue Agency or the RCMP; report those calls to the Canadian Anti-Fraud Centre at [antifraudcentre-centreantifraude.ca](https://antifraudcentre-centreantifraude.ca) or 1-888-495-8501.`,
  },
  {
    question: 'Someone asked me to pay with gift cards. Is that ever normal?',
    answer: `No. **Gift cards are for gifts, not payments.** No government office, utility, bank or tech company will ask you to pay a bill with gift cards.

Scammers love gift cards because the money is fast and hard to trace. Once you read out the numbers on the back, the money is usually gone.

**What to do:** Stop. Do not buy the cards. If you already bought them, do not share the numbers. If you already shared them, contact the company that issued the card right away, and keep your receipt. Then report it at [reportfraud.ftc.gov](https://reportfraud.ftc.gov), or in Canada to the Canadian Anti-Fraud Centre at [antifraudcentre-centreantifraude.ca](https://antifraudcentre-centreantifraude.ca) or 1-888-495-8501. If a store clerk asks if someone told you to buy the cards, tell them the truth. They are trying to help.`,
  },
  {
    question: 'My "bank" called and asked me to read back the code they just texted me. Should I?',
    answer: `No, never. **Your bank will never ask you for a one-time code.** That code is the key to your account. Anyone who asks for it is trying to get in.

Here is a pattern we see often: a caller says there is fraud on your account. To "stop" it, they send you a code and ask you to read it back. In fact, the scammer is logging into your account, and the code lets them finish.

**What to do:** Hang up. Call your bank using the number on the back of your card. Tell them someone tried to get your code. Read our [guide to bank code scams](/blog/banking-otp-fraud).`,
  },
  {
    question: 'My grandchild called crying and needs money for bail. How do I know if it is really them?',
    answer: `This is known as the grandparent scam. Scammers may pose as a grandchild, a lawyer or a police officer. Today they can even copy a loved one's voice using AI, from a short clip online.

Warning signs: the caller is upset, the story is urgent, and they beg you to keep it secret. They ask for cash, gift cards, a wire transfer or crypto. Sometimes a "courier" offers to pick up the money.

**What to do:** Hang up. Call your grandchild directly on the number you already have. Call their parents too. Ask a question only the real person would know, or use your family code word. Read our [guide to AI voice cloning and fake emergency calls](/blog/ai-voice-fraud).`,
  },
  {
    question: 'I met someone online who I care about, and now they need money. What should I think?',
    answer: `Please be careful. Romance scammers spend weeks or months building trust. They often say they work overseas, on an oil rig, in the military or as a doctor abroad. They always have a reason they cannot meet or video chat.

Sooner or later a problem comes up. It may be a medical bill, a travel fee, a customs charge or an "investment" they want to share.

**A simple rule:** if you have never met someone in person, do not send them money. Talk to a family member or friend you trust. Their outside view can help. You can also ask us for a second opinion at [{{phone}}]({{phoneHref}}). Read our [guide to romance scams](/blog/romance-scam).`,
  },
  {
    question: 'I got a message saying I won a lottery or prize, but I need to pay a fee first. Is it legitimate?',
    answer: `No. A real prize never asks you to pay to collect it. Fees for "taxes," "processing" or "shipping" are the scam.

Also ask yourself: did you enter this contest? You cannot win a lottery you never entered. Foreign lotteries contacting you by phone, mail or e-mail are a common trick.

**What to do:** Do not pay anything and do not share your bank details. Do not call back numbers in the message. Throw away the letter or delete the message. If they keep calling, hang up each time. Scammers who get money once often come back with a new "fee," so it is best to stop at the start.`,
  },
  {
    question: 'The caller ID showed my bank’s real number. Doesn’t that prove the call is real?',
    answer: `No. Scammers can fake the name and number that appear on your screen. This is called **caller-ID spoofing**. A call can look like it comes from your bank, the police or a government office when it does not.

So caller ID is a hint, not proof. The only safe way to check is to hang up and call the organization yourself. Use a number you already trust, such as the one on the back of your card, on a statement, or on the official website.

Wait a minute before you dial, or use another phone. This makes sure the old call is fully ended. Learn more in our [summary of the NYPD warning about spoofed calls](/NewYorkPolice).`,
  },
  {
    question: 'Someone says my money is in danger and I must move it to a "safe account" or a crypto ATM. What now?',
    answer: `This is a scam, every time. No real bank, police force or government agency will tell you to move your money to keep it safe. None will ask you to put cash into a crypto ATM.

Scammers may say your account was hacked or linked to a crime. They may tell you not to talk to your bank staff. They may stay on the phone while you drive to the bank.

**What to do:** Hang up. Do not move any money. Call your bank using the number on your card. If someone is coming to your home to pick up cash or gold, call 911 (US and Canada). If you already sent money, tell your bank right away and report it at [ic3.gov](https://www.ic3.gov), or in Canada to the Canadian Anti-Fraud Centre at 1-888-495-8501. You can read our [summary of the crypto ATM scam, a story in the news](/CBS).`,
  },
  {
    question: 'How can I tell if an e-mail is a phishing scam?',
    answer: `Phishing is when a scammer sends a message that looks real to get your details or money. Watch for these signs:

- It creates urgency: "Your account will be closed today."
- The sender's address does not match the company, or has odd spelling.
- It greets you as "Dear Customer" instead of by name.
- It asks you to click a link, open an attachment, or "confirm" your details.
- It shows a charge or order you do not recognize.

**What to do:** Do not click. Go to the company's website by typing the address yourself, or call a number you trust. Then delete the e-mail. Read our [guide to phishing e-mails and scam texts](/blog/phishing-emails).`,
  },
  {
    question: 'I clicked a link in a suspicious e-mail or text. Am I in trouble?',
    answer: `Not necessarily. Clicking alone often does little harm. The danger comes from what you did next.

- **If you only clicked and closed the page,** close your browser and watch for anything unusual.
- **If you typed in a password,** change it right away. Change it on any other account that uses the same password.
- **If you entered card or bank details,** call your bank using the number on your card.
- **If you downloaded or opened a file,** disconnect from the internet and have your device checked.

Turn on two-step verification for e-mail and banking. It means a login needs your password plus a code. If you are unsure, call us at [{{phone}}]({{phoneHref}}).`,
  },
  {
    question: 'How do I know if my identity has been stolen?',
    answer: `Identity theft is when someone uses your personal details to pretend to be you. Watch for these signs:

- Bills, cards or letters for accounts you never opened.
- Charges you do not recognize on your statements.
- Calls from debt collectors about debts that are not yours.
- Your tax return is rejected because one was already filed in your name.
- Medical bills for care you never received.
- Regular mail or statements suddenly stop arriving.

**What to do:** In the US, go to [identitytheft.gov](https://www.identitytheft.gov). It is the FTC's official site, and it gives you a step-by-step recovery plan. Consider a credit freeze too. In Canada, report it to your local police and to the Canadian Anti-Fraud Centre at [antifraudcentre-centreantifraude.ca](https://antifraudcentre-centreantifraude.ca) or 1-888-495-8501, and ask Equifax Canada and TransUnion Canada for a fraud alert. Read our [guide to identity theft](/blog/identity-theft).`,
  },
  {
    question: 'What is a credit freeze, and should I get one?',
    answer: `A credit freeze stops lenders from seeing your credit report. Because most lenders check your report first, a thief usually cannot open new credit in your name.

For many people over 65, it is a smart step. You may not be opening much new credit, so the freeze rarely gets in your way.

**Key facts:**

- In the US, a freeze is free by federal law, since 2018.
- In the US, you must place it with each of the three credit bureaus: Equifax, Experian and TransUnion.
- In Canada, contact both Equifax Canada and TransUnion Canada. Ask for a fraud alert, and for a security freeze where your province offers one.
- It does not affect your credit score or your existing cards.
- You can lift it for a short time when you need to apply for credit.

Keep your freeze PINs or logins somewhere safe.`,
  },
  {
    question: 'Where should I report a scam?',
    answer: `Reporting helps you, and it helps stop scammers from reaching others. Here is where to go:

- **Your bank or card company:** call first if money is involved. Use the number on your card.
- **Federal Trade Commission (US):** [reportfraud.ftc.gov](https://reportfraud.ftc.gov)
- **FBI Internet Crime Complaint Center (US):** [ic3.gov](https://www.ic3.gov), for online and internet-enabled fraud.
- **Identity theft (US):** [identitytheft.gov](https://www.identitytheft.gov), for a personal recovery plan.
- **Prefer to talk it through? (US)** The AARP Fraud Watch Network Helpline, 877-908-3360, is free and open to everyone. People 60 and over can call the Department of Justice's National Elder Fraud Hotline, 1-833-372-8311.
- **Canada:** the Canadian Anti-Fraud Centre at [antifraudcentre-centreantifraude.ca](https://antifraudcentre-centreantifraude.ca) or 1-888-495-8501.
- **Local police,** especially if you lost money or were threatened. If someone is in danger right now, call 911 (US and Canada).

Please do not feel ashamed. Scammers are skilled professionals. Telling someone is brave, and it is the first step toward getting help.`,
  },
  {
    question: 'Can I get my money back after a scam?',
    answer: `Sometimes, and speed matters most. Act within hours if you can, not days.

- **Card payments:** call your card company. You may be able to dispute the charge.
- **Bank transfers and wires:** call your bank right away and ask them to try to stop or recall the payment.
- **Gift cards:** contact the company that issued the card, with your receipt.
- **Crypto:** it is very hard to recover, but report it right away: at [ic3.gov](https://www.ic3.gov) in the US, or to the Canadian Anti-Fraud Centre (1-888-495-8501) in Canada.

Keep records: dates, amounts, names, phone numbers and messages. Then report it: at [reportfraud.ftc.gov](https://reportfraud.ftc.gov) in the US, or to the Canadian Anti-Fraud Centre in Canada.

Be honest with yourself: money is not always recovered. That is why the next question matters too.`,
  },
  {
    question: 'Someone offered to recover the money I lost, for a fee. Can they help?',
    answer: `Be very careful. This is called a recovery scam. People who lost money once are often targeted again.

The caller may claim to be a lawyer, a government office or a "fund recovery" firm. They may know exactly how much you lost. They ask for an upfront fee, your bank details or remote access to your computer.

**Remember:** real government agencies do not charge you to get your money back. Police and the FTC do not call asking for payment to return funds.

**What to do:** Hang up. Do not pay. Talk to your bank and your local police directly. Report the call at [reportfraud.ftc.gov](https://reportfraud.ftc.gov), or in Canada to the Canadian Anti-Fraud Centre at [antifraudcentre-centreantifraude.ca](https://antifraudcentre-centreantifraude.ca) or 1-888-495-8501.`,
  },
  {
    question: 'How can I get fewer spam and scam calls?',
    answer: `You cannot stop every call, but you can cut them down a lot.

- **Do not answer numbers you do not know.** A real caller will leave a message.
- **Never press a number** to "be removed from the list." It tells scammers your line is active.
- **Add your number to the Do Not Call list.** In the US, that is the FTC's National Do Not Call Registry: [donotcall.gov](https://www.donotcall.gov) or 1-888-382-1222. In Canada, it is the National Do Not Call List: [lnnte-dncl.gc.ca](https://www.lnnte-dncl.gc.ca) or 1-866-580-3625. Honest sellers respect these lists. Scammers do not, so treat any sales call as suspect.
- **Forward scam texts to 7726** (the keys spell SPAM). It works with most carriers in the US and in Canada.
- **Turn on your phone's built-in call filtering,** or ask your phone company what they offer.
- **Use spam call protection,** such as the one included in DefendMePro. See [spam call protection](/DefendPro?item=spam-call).

Read our [guide to spam calls and robocalls](/blog/spam-calls).`,
  },
  {
    question: 'How do I know a call from {{company}} is really from {{company}}?',
    answer: `Good question. The honest answer is that you cannot tell from the call itself. A caller's name, number and voice can all be faked, so a call, text or e-mail that reaches you is never proof on its own. Here is what you can count on:

- **Hang up and call us yourself.** Call [{{phone}}]({{phoneHref}}), the number on this website, and ask. That is the one contact you can trust, because you started it.
- **Remote access only in a session you started.** We connect to your computer only in a support session you began by calling us. If anyone contacts you first and asks to connect, hang up. A password alone never proves who someone is.
- {{callRuleBuy}} Purchases happen by phone on our toll-free line, not online.

If anyone claiming to be us asks for gift cards, crypto or a one-time code, hang up. Learn [how to tell a real message from us](/how-we-contact-you).`,
  },
]

export const familySafetyPlan: {
  heading: string
  intro: string
  steps: { title: string; text: string }[]
} = {
  heading: 'Your family safety plan',
  intro:
    'Scams work best when you are alone, rushed and scared. A simple family plan takes those weapons away. Sit down with the people you trust and agree on these steps. It takes about 20 minutes, and it can save your savings.',
  steps: [
    {
      title: 'Pick a family code word',
      text:
        'Choose a word or short phrase that only your family knows. Do not post it online. If someone calls claiming to be a loved one in trouble, ask for the code word. A scammer, even one using an AI copy of a voice, will not know it.',
    },
    {
      title: 'Agree on who to call',
      text:
        'Write down the real phone numbers of two or three people you will call before sending any money. If a caller says a grandchild is in trouble, you hang up and call the grandchild and their parents on these numbers first.',
    },
    {
      title: 'Choose a trusted contact',
      text:
        'Name one person who can give you a second opinion on any strange call, letter or payment request. With DefendMePro, this person can also get real-time alerts when something looks wrong, so you are never facing a problem alone.',
    },
    {
      title: 'Set a "sleep on it" rule',
      text:
        'Agree that no large payment, transfer or gift card purchase happens on the same day someone asks for it. Real emergencies can wait a few hours for a check. Scammers cannot, and their pressure is a warning sign in itself.',
    },
    {
      title: 'Keep a call list by the phone',
      text:
        'Post a card near your phone with the number on the back of your bank card, your trusted contact, {{company}} at {{phone}}, and where to report: in the US, [reportfraud.ftc.gov](https://reportfraud.ftc.gov), [ic3.gov](https://www.ic3.gov) and the AARP Fraud Watch Network Helpline, 877-908-3360; in Canada, the Canadian Anti-Fraud Centre, 1-888-495-8501. When you are upset, you will not have to search.',
    },
    {
      title: 'Lock down your key accounts',
      text:
        'Turn on two-step verification for e-mail and banking. Use long passphrases of 16 or more characters and a password manager. Consider a free credit freeze with Equifax, Experian and TransUnion in the US, or a fraud alert with Equifax Canada and TransUnion Canada. Ask a family member to help you set these up.',
    },
    {
      title: 'Make it safe to speak up',
      text:
        'Promise each other that nobody will be blamed or shamed for being targeted. People hide scams out of embarrassment, and that gives scammers more time. A quick, open call to family is the fastest way to stop the loss.',
    },
    {
      title: 'Practice once or twice a year',
      text:
        'Role-play a fake call: one person plays the scammer, the other practices saying "I will call you back on a number I trust" and hanging up. Review the plan whenever phone numbers change or a new scam is in the news.',
    },
  ],
}

export const renewalScam: {
  heading: string
  intro: string
  signs: string[]
  whatToDo: string[]
} = {
  heading: 'The fake renewal and order-confirmation scam',
  intro:
    'Here is how it often goes. An e-mail or letter says your subscription to a well-known service has renewed, or that an order has shipped. It may use the name of Geek Squad, Norton, McAfee, PayPal or another familiar brand. The charge is large, often a few hundred dollars, and a phone number is shown "to cancel or get a refund." When you call, a friendly agent offers to fix it. They ask to connect to your computer. Then they claim they refunded too much by mistake. They ask you to send the difference back, often in gift cards, a wire transfer or crypto. There was never a real charge. The invoice is bait, and the phone number leads straight to the scammer.',
  signs: [
    'You do not remember buying or renewing the product or service.',
    'The e-mail comes from a free e-mail address or an odd sender name, not the company itself.',
    'The main thing in the message is a phone number to call about a refund or cancellation.',
    'The invoice is an attachment or image, and the amount is large enough to worry you.',
    'The "agent" asks you to install an app or let them connect to your computer.',
    'They show you your bank account and say too much was refunded by mistake.',
    'They ask you to send money back, buy gift cards, wire money or use a crypto ATM.',
    'They tell you to keep it secret or not to talk to your bank staff.',
  ],
  whatToDo: [
    'Do not call the number in the e-mail or letter, and do not reply to it.',
    'Check for the charge yourself: log in to your bank or card account by typing the address, or call the number on the back of your card.',
    'If you have a real account with the company, sign in on its official website or app, not through any link in the message.',
    'Never let anyone into your computer unless you started the support session yourself, by calling a number you looked up. Hang up on anyone who contacts you first and asks to connect, even if they know a password.',
    'Never send money back for a "refund error." Real companies fix billing mistakes without gift cards, wires or crypto.',
    'If you already called or paid, contact your bank right away, change your passwords from a safe device, and have your computer checked.',
    'Report the message at [reportfraud.ftc.gov](https://reportfraud.ftc.gov), or in Canada to the Canadian Anti-Fraud Centre at [antifraudcentre-centreantifraude.ca](https://antifraudcentre-centreantifraude.ca) or 1-888-495-8501.',
    'Unsure about an invoice? Call us at {{phone}} and we will help you check it.',
  ],
}

/** What a language other than English says: the words only (content/<locale>/fraud-faq.json). */
export interface FraudFaqWords {
  /** The English questions, in the same order. */
  fraudFaq: FaqEntry[]
  familySafetyPlan: typeof familySafetyPlan
  renewalScam: typeof renewalScam
}

/** This module in another language: its words, with as many questions as the English FAQ. */
export function translated(where: string, words: FraudFaqWords) {
  if (words.fraudFaq.length !== fraudFaq.length) {
    throw new Error(`${where}: ${words.fraudFaq.length} questions, the English FAQ has ${fraudFaq.length}`)
  }
  return { fraudFaq: words.fraudFaq, familySafetyPlan: words.familySafetyPlan, renewalScam: words.renewalScam }
}
