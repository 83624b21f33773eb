// The English phrases that reveal each warning sign of signals.ts (phrase syntax: see signals.ts).
// phrases-es.ts holds the Spanish ones; both are looked for in every message.
import type { SignalPhrases } from './signals.ts'

/** The phrases that reveal each sign found by words. */
export const en: SignalPhrases = {
  'gift-card': [
    'gift card*', 'giftcard*', 'google play card*', 'itunes card*', 'apple card* from', 'steam card*', 'ebay card*',
    'target card*', 'amazon card*', 'vanilla card*', 'prepaid card*', 'numbers on the back', 'scratch off the back',
    'scratch the back',
  ],
  'wire-transfer': [
    'wire the money', 'wire the funds', 'wire the', 'wire transfer to', 'wire it', 'wire money', 'send a wire',
    'western union', 'moneygram', 'money gram', 'ria money transfer', 'deposit it into this account',
    'deposit the money into', 'move your money to a safe account', 'safe account', 'secure account to protect',
  ],
  crypto: [
    'bitcoin*', 'crypto', 'cryptocurrency', 'crypto currency', 'usdt', 'tether', 'ethereum', 'btc', 'crypto atm',
    'coin atm', 'wallet address',
  ],
  'cash-courier': [
    'courier will', 'a courier', 'send a courier', 'someone will come to your house', 'someone to pick up',
    'pick up the cash', 'pick up the money', 'pick up the package of cash', 'cash in a box', 'cash in an envelope',
    'withdraw cash', 'withdraw the cash', 'put the cash', 'mail the cash', 'mail cash',
  ],
  'payment-app': [
    'send it by zelle', 'send it through zelle', 'pay by zelle', 'pay with zelle', 'pay via zelle', 'zelle it',
    'send via zelle', 'by cash app', 'through cash app', 'via cash app', 'pay with venmo', 'send it on venmo',
    'zelle to yourself',
  ],
  'fee-to-claim': [
    'processing fee', 'release fee', 'small fee', 'pay the taxes', 'pay a fee', 'pay the fee', 'customs fee',
    'customs charge', 'redelivery fee', 'delivery fee of', 'shipping fee of', 'clearance fee', 'transfer fee',
    'handling fee', 'pay the customs',
  ],
  urgency: [
    'urgent', 'urgently', 'immediately', 'right away', 'right now', 'act now', 'act fast', 'within # hours',
    'within # hour', 'within # minutes', 'within # days', 'within the next # hours', 'in the next # hours',
    'final notice', 'final warning', 'last warning', 'last chance', 'expires today', 'today only',
    'before it is too late', 'as soon as possible', 'asap', 'time sensitive',
  ],
  threat: [
    'arrest*', 'warrant', 'police will', 'police are on their way', 'sheriff', 'jail', 'deport*', 'lawsuit',
    'legal action', 'sued', 'criminal charges', 'charges against you', 'suspend your social security',
    'social security number has been suspended', 'frozen your', 'freeze your', 'seize*', 'penalty',
  ],
  'account-closed': [
    'account will be closed', 'account will be suspended', 'account has been suspended', 'account is suspended',
    'account has been locked', 'account is locked', 'account will be locked', 'account has been disabled',
    'account will be deactivated', 'account has been restricted', 'account is on hold', 'account has been limited',
    'service will be disconnected', 'power will be shut off', 'power will be disconnected', 'will be terminated',
  ],
  secrecy: [
    'dont tell anyone', 'do not tell anyone', 'dont tell anybody', 'do not tell anybody', 'dont tell mom',
    'dont tell dad', 'dont tell my parents', 'keep this between us', 'keep this a secret', 'keep it secret',
    'keep this confidential', 'keep this private', 'do not discuss this', 'dont discuss this', 'gag order',
    'do not tell the bank', 'dont tell the bank', 'do not tell your bank', 'dont tell your bank', 'do not hang up',
    'dont hang up', 'stay on the line',
  ],
  prize: [
    'you have won', 'youve won', 'you won', 'you are a winner', 'you are the winner', 'lucky winner',
    'winning ticket', 'lottery', 'sweepstake*', 'jackpot', 'claim your prize', 'claim your reward', 'your prize',
    'cash prize', 'inheritance', 'next of kin', 'unclaimed funds', 'unclaimed inheritance', 'beneficiary of',
    'free gift', 'you have been selected', 'youve been selected',
  ],
  overpayment: [
    'refund you too much', 'refunded too much', 'sent you too much', 'overpaid', 'overpayment',
    'extra money by mistake', 'sent too much', 'send back the difference', 'wire the difference',
    'return the difference', 'refund the difference',
  ],
  'asks-code': [
    'read me the code', 'tell me the code', 'give me the code', 'send me the code', 'send us the code',
    'tell us the code', 'give us the code', 'share the code with', 'reply with the code', 'text back the code',
    'text me the code', 'provide the code', 'confirm the code', 'what is the code', 'code you just received',
    'code we just sent you', 'code that was sent to your phone', 'code sent to your phone', 'code i sent you',
    'code i just sent', 'sent you a code by mistake', 'code by mistake', 'code to your phone by mistake',
    'forward the code', 'forward me the code', 'send it back to me',
  ],
  'asks-password': [
    'confirm your password', 'enter your password', 'verify your password', 'provide your password',
    'send your password', 'your password to', 'your login details', 'your login information', 'log in details',
    'your username and password', 'user name and password', 'your online banking login',
  ],
  'asks-id-number': [
    'social security number', 'ssn', 'social insurance number', 'sin number', 'your sin', 'medicare number',
    'medicare card number', 'new medicare card', 'medicaid number', 'health card number', 'drivers license number',
    'date of birth and', 'mothers maiden name',
  ],
  'asks-bank-details': [
    'bank account number', 'account and routing', 'routing number', 'card number', 'credit card number',
    'debit card number', 'card details', 'banking details', 'bank details', 'your pin', 'pin number', 'cvv',
    'security code on the back', 'expiration date and', 'update your payment', 'update your billing',
    'confirm your payment details', 'verify your payment', 'payment information',
  ],
  'verify-account': [
    'verify your account', 'verify your identity', 'confirm your identity', 'confirm your account',
    'validate your account', 'reactivate your account', 'restore your account', 'unlock your account',
    'update your information', 'update your account', 'update your details', 'confirm your information',
    'confirm your details', 'verify your information', 'update your address', 'confirm your address',
  ],
  'remote-access': [
    'anydesk', 'any desk', 'teamviewer', 'team viewer', 'ultraviewer', 'logmein', 'supremo', 'rustdesk',
    'quick assist', 'quickassist', 'screenconnect', 'connectwise', 'remote access', 'remote desktop',
    'remote control of your', 'access to your computer', 'connect to your computer', 'let me into your computer',
  ],
  'security-alarm': [
    'your computer has a virus', 'your computer is infected', 'your computer has been infected', 'virus detected',
    'viruses detected', 'your device is infected', 'your computer has been locked', 'your computer is blocked',
    'your computer has been blocked', 'your device has been hacked', 'your computer has been hacked',
    'you have been hacked', 'hackers are', 'pornographic', 'spyware detected', 'trojan', 'security alert',
    'security breach', 'fraudulent activity', 'suspicious activity', 'unusual activity', 'unauthorized purchase',
    'unauthorized charge', 'unauthorized transaction', 'unusual sign in', 'did you attempt a', 'did you authorize a',
    'fraud specialist will call',
  ],
  government: [
    'irs', 'internal revenue service', 'social security administration', 'ssa', 'medicare', 'fbi', 'dea', 'ftc',
    'federal trade commission', 'homeland security', 'border patrol', 'immigration', 'us marshal*', 'us customs',
    'treasury department', 'department of justice', 'canada revenue agency', 'cra', 'rcmp', 'service canada',
    'canada border services', 'cbsa', 'dmv', 'toll services', 'ezpass', 'e zpass', 'sunpass', 'fastrak',
    'unpaid toll*', 'toll balance', 'outstanding toll',
  ],
  'bank-or-brand': [
    'amazon', 'paypal', 'apple', 'microsoft', 'netflix', 'geek squad', 'norton', 'mcafee', 'best buy', 'walmart',
    'costco', 'usps', 'postal service', 'fedex', 'ups', 'dhl', 'canada post', 'purolator', 'wells fargo',
    'bank of america', 'chase', 'citibank', 'capital one', 'td bank', 'rbc', 'scotiabank', 'bmo', 'cibc', 'your bank',
    'fraud department', 'fraud team', 'security team', 'support team', 'customer service',
  ],
  'family-emergency': [
    'grandma its me', 'grandpa its me', 'grandma it is me', 'its your grandson', 'its your granddaughter',
    'your grandson is', 'your granddaughter is', 'im in jail', 'i am in jail', 'in jail', 'need bail', 'bail money',
    'post bail', 'bail bond*', 'im in trouble', 'i am in trouble', 'got arrested', 'had an accident and',
    'car accident and', 'lost my phone', 'broke my phone', 'this is my new number', 'my new number',
    'new phone number',
  ],
  romance: [
    'my love', 'my darling', 'soulmate', 'soul mate', 'oil rig', 'deployed overseas', 'peacekeeping mission',
    'un peacekeeping', 'military doctor', 'cant video chat', 'cannot video chat', 'camera is broken', 'plane ticket',
    'flight ticket', 'come to see you', 'visit you soon', 'met you online', 'stuck overseas', 'stuck at the airport',
  ],
  investment: [
    'guaranteed return*', 'guaranteed profit*', 'guaranteed income', 'double your money', 'triple your money',
    'risk free', 'no risk', 'investment opportunity', 'trading platform', 'crypto trading', 'forex', 'high returns',
    'huge returns', 'passive income', 'financial freedom', 'my mentor', 'trading signals', 'get rich',
  ],
  'job-offer': [
    'work from home and earn', 'earn # per', 'earn # per day', 'mystery shopper', 'secret shopper', 'job offer',
    'hiring now', 'easy money', 'reshipping', 'package forwarding job', 'like videos and earn',
  ],
  'parcel-problem': [
    'could not be delivered', 'unable to deliver', 'delivery failed', 'failed delivery', 'delivery attempt failed',
    'incomplete address', 'address is incomplete', 'wrong address', 'package is on hold', 'parcel is on hold',
    'held at our warehouse', 'reschedule your delivery', 'schedule redelivery', 'redelivery',
    'package has been returned',
  ],
  'click-prompt': [
    'click the link', 'click here', 'click below', 'tap the link', 'tap here', 'follow the link', 'visit the link',
    'open the link', 'log in here', 'sign in here', 'login here',
  ],
  'call-prompt': [
    'call this number', 'call us at', 'call us now', 'call the number below', 'call immediately', 'call now',
    'call back at', 'call our', 'call microsoft', 'call apple', 'call support', 'call toll free',
    'call the toll free', 'please call', 'contact us at',
  ],
}
