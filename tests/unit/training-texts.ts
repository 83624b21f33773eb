// Real texts of the checker's training side, for the tests that prove a rule on them (data/scam-check/real/ and the
// retired blind/..blind5/; never a blind set still in use).
import { readFileSync } from 'node:fs'

export interface TrainingRow {
  id: string
  text: string
  label: string
}

/** The rows of `files` under data/scam-check/ ('real/train.jsonl', …) and a lookup of a text by id that throws on an unknown id. */
export function trainingTexts(files: readonly string[]): { rows: TrainingRow[]; text: (id: string) => string } {
  const rows = files.flatMap((file) =>
    readFileSync(new URL(`../../data/scam-check/${file}`, import.meta.url), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as TrainingRow),
  )
  const byId = new Map(rows.map((r) => [r.id, r.text]))
  const text = (id: string) => {
    const found = byId.get(id)
    if (!found) throw new Error(`no training-side text ${id}`)
    return found
  }
  return { rows, text }
}
