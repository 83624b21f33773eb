// The privacy policy and the retention job must promise the same periods: each constant of
// worker/retention/periods.ts has to appear, with its number and unit, in its row of the policy's
// "How long we keep it" table.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { POLICY_PERIODS, RETENTION_RUN_INTERVAL_DAYS } from '#worker/retention/periods'

const policy = readFileSync(path.resolve(import.meta.dirname, '../../content/pages/privacy-policy.md'), 'utf8')
const section = policy.slice(policy.indexOf('## How long we keep it'), policy.indexOf('## How we protect it'))
const rows = section.split('\n').filter((line) => line.startsWith('| '))

function rowOf(label: string): string | undefined {
  return rows.find((line) => line.startsWith(`| ${label}`))
}

describe('privacy policy retention periods', () => {
  it('has the retention table', () => {
    expect(section).toContain('| Information | How long we keep it |')
    expect(rows.length).toBeGreaterThan(5)
  })

  it.each(POLICY_PERIODS)('states $row: $value $unit(s)', ({ row, value, unit }) => {
    const line = rowOf(row)
    expect(line, `no row "${row}" in the policy`).toBeDefined()
    const period = (line ?? '').split('|')[2] ?? ''
    const words = value === 1 ? `${value} ${unit}` : `${value} ${unit}s`
    expect(period).toMatch(new RegExp(`(^|\\D)${words}\\b`))
    // Exactly one number in the period cell, so a second, different promise cannot hide beside it.
    expect(period.match(/\d+/g)).toEqual([String(value)])
  })

  it('says how often old information is deleted', () => {
    expect(RETENTION_RUN_INTERVAL_DAYS).toBe(1)
    expect(section).toContain('We delete old information automatically once a day')
  })
})
