// `node scripts/measure/scam-real-split-3.mjs`: the third frozen blind set (decision 280, 2026-12-05). It splits the texts
// gathered in round 3, data/scam-check/real/round3.jsonl (each with its source, licence, language, date and how it was
// obtained; docs/scam-check.md is the data card), the same way as the second set (scripts/measure/scam-real-split-2.mjs,
// whose loader it reuses): by source, within each language and label, every second source by the FNV-1a hash of its
// address to data/scam-check/blind3/messages.jsonl, the rest to data/scam-check/real/dev3.jsonl. Round 3 gathered no
// new bare links, so blind3/links.jsonl is empty. The SHA-256 go to blind3/SHA256, checked by `npm run eval:scam-check`;
// the set was frozen, and blind3/baseline.json measured, before any rule or model change of round 3.
import { freezeSplit, readRows } from './scam-real-split-2.mjs'

freezeSplit(readRows('real/round3.jsonl'), 'blind3', 'real/dev3.jsonl')
