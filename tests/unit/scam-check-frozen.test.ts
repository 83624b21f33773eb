// The frozen sets are the committed ones (decisions 270, 280, 285, 300): the one hash check that eval:scam-check
// and the link eval share (scripts/measure/blind-sums.mjs) passes on each set and catches a file it does not list.
import { describe, expect, it } from 'vitest'
import { frozenFailures } from '../../scripts/measure/blind-sums.mjs'

describe('the frozen sets', () => {
  it.each([
    ['blind', ['messages.jsonl', 'links.jsonl']],
    ['blind2', ['messages.jsonl', 'links.jsonl']],
    ['blind3', ['messages.jsonl', 'links.jsonl']],
    ['blind4', ['messages.jsonl', 'links.jsonl', 'collected-en.jsonl']],
    ['blind5', ['messages.jsonl', 'links.jsonl']],
    ['blind6', ['messages.jsonl', 'links.jsonl']],
    ['blind7', ['messages.jsonl', 'links.jsonl']],
    ['blind8', ['messages.jsonl', 'links.jsonl']],
    ['blind9', ['messages.jsonl', 'links.jsonl']],
    ...[
      'blind10',
      'blind11',
      'blind12',
      'blind13',
      'blind14',
      'blind15',
      'blind16',
      'blind17',
      'blind18',
      'blind19',
      'blind20',
      'blind21',
      'blind22',
      'blind23',
      'blind24',
      'blind25',
      'blind26',
      'blind27',
      'blind28',
      'blind29',
      'blind30',
    ].map((dir) => [dir, ['messages.jsonl', 'links.jsonl']]),
    ['blind-links', ['links.jsonl']],
    ['blind-links2', ['links.jsonl']],
    ['blind-links3', ['links.jsonl']],
    ['blind-links4', ['links.jsonl', 'labels.tsv']],
    ['blind-links5', ['links.jsonl', 'labels.tsv']],
    ['blind-links6', ['links.jsonl', 'labels.tsv']],
    ['blind-links7', ['links.jsonl', 'labels.tsv']],
    ['blind-links8', ['links.jsonl', 'labels.tsv']],
    ['blind-links9', ['links.jsonl', 'labels.tsv']],
    ['blind-links10', ['links.jsonl', 'labels.tsv']],
    ['blind-links11', ['links.jsonl', 'labels.tsv']],
    ['blind-links12', ['links.jsonl', 'labels.tsv']],
    ['blind-links13', ['links.jsonl', 'labels.tsv']],
    ['blind-links14', ['links.jsonl', 'labels.tsv']],
    ['blind-links15', ['links.jsonl', 'labels.tsv']],
    ['blind-links16', ['links.jsonl', 'labels.tsv']],
    ['blind-links17', ['links.jsonl', 'labels.tsv']],
    ['blind-links18', ['links.jsonl', 'labels.tsv']],
  ])('%s matches its SHA256 list', (dir, files) => {
    expect(frozenFailures(dir, files)).toEqual([])
  })

  it('names a file whose sum is not the listed one', () => {
    const failures = frozenFailures('blind4', ['baseline.json'])
    expect(failures).toHaveLength(1)
    expect(failures[0]).toMatch(/^data\/scam-check\/blind4\/baseline\.json is not the frozen set \(SHA-256 [0-9a-f]{64}\)$/)
  })
})
