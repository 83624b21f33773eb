// A held-out family in the style of British SMS spam of the 2000s (prize draws, ringtones, premium-rate
// numbers, "txt STOP"), written by us. It is never used for training: `npm run eval:scam-check` reports
// it on its own, as a stand-in for a public SMS spam corpus we do not have here (docs/scam-check.md).
export const UK_SPAM = [
  'URGENT! Your mobile number has won a £{gbp} bonus caller prize! Call {prem} from a landline. Claim code {code}. Valid 12hrs',
  'FREE entry into our £{gbp} weekly draw. Txt WIN to {short} to receive entry question. 18+ T&Cs apply',
  'Congrats! 1 year special cinema pass for 2 is yours. call {prem} now! C Suprman V, Matrix3, StarWars3, etc all 4 FREE! 150pm',
  'You have been specially selected to receive a 2000 pound award! Call {prem} before lines close. Cost 10ppm.',
  'Get the latest ringtones 4 ur mobile! Txt TONE to {short} now. £1.50/wk. Txt STOP to end',
  'Had your mobile 11 months or more? U R entitled to update to the latest colour mobiles with camera for free! Call The Mobile Update Co FREE on {prem}',
  'SIX chances to win CASH! From 100 to 20,000 pounds txt CSH11 and send to {short} Cost 150p/day, 6days, 16+ TsandCs apply',
  'PRIVATE! Your 2003 Account Statement for shows {gbp} un-redeemed points. Call {prem} Identifier Code: {code} Expires 31/10',
  'Your free ringtone is waiting to be collected. Simply text the password MIX to {short} to verify. Get usher and britney. FML',
  'Todays Voda numbers ending {code} are selected to receive a £{gbp} award. If you have a match please call {prem} quoting claim code {code}',
  'Dear Voucher Holder, to claim this weeks offer, at your PC please go to {link}. Ts&Cs apply. stop texts txt STOP to {short}',
  'Hot live chat now! Txt CHAT to {short} for a sexy date near u. £3/msg rcvd. 18+ only',
]
