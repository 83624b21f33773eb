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
    ['blind-links', ['links.jsonl']],
    ['blind-links2', ['links.jsonl']],
    ['blind-links3', ['links.jsonl']],
    ['blind-links4', ['links.jsonl', 'labels.tsv']],
    ['blind-links5', ['links.jsonl', 'labels.tsv']],
    ['blind-links6', ['links.jsonl', 'labels.tsv']],
  ])('%s matches its SHA256 list', (dir, files) => {
    expect(frozenFailures(dir, files)).toEqual([])
  })

  // The tenth set (blind10/, Spanish and French, round 7).
  it('blind10 matches its SHA256 list', () => {
    expect(frozenFailures('blind10', ['messages.jsonl', 'links.jsonl'])).toEqual([])
  })

  // The eleventh set (blind11/, English, round 8).
  it('blind11 matches its SHA256 list', () => {
    expect(frozenFailures('blind11', ['messages.jsonl', 'links.jsonl'])).toEqual([])
  })

  // The twelfth set (blind12/, Spanish and French, round 8).
  it('blind12 matches its SHA256 list', () => {
    expect(frozenFailures('blind12', ['messages.jsonl', 'links.jsonl'])).toEqual([])
  })

  // The thirteenth set (blind13/, English, round 10).
  it('blind13 matches its SHA256 list', () => {
    expect(frozenFailures('blind13', ['messages.jsonl', 'links.jsonl'])).toEqual([])
  })
  // The fourteenth set (blind14/, Spanish and French, round 10).
  it('blind14 matches its SHA256 list', () => {
    expect(frozenFailures('blind14', ['messages.jsonl', 'links.jsonl'])).toEqual([])
  })
  // The fifteenth set (blind15/, English, round 11).
  it('blind15 matches its SHA256 list', () => {
    expect(frozenFailures('blind15', ['messages.jsonl', 'links.jsonl'])).toEqual([])
  })
  // The sixteenth set (blind16/, Spanish and French, round 11).
  it('blind16 matches its SHA256 list', () => {
    expect(frozenFailures('blind16', ['messages.jsonl', 'links.jsonl'])).toEqual([])
  })

  it('names a file whose sum is not the listed one', () => {
    const failures = frozenFailures('blind4', ['baseline.json'])
    expect(failures).toHaveLength(1)
    expect(failures[0]).toMatch(/^data\/scam-check\/blind4\/baseline\.json is not the frozen set \(SHA-256 [0-9a-f]{64}\)$/)
  })
})
