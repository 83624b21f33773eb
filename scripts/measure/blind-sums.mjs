// The check that a frozen blind set is the one committed (decisions 270, 280, 285, 300): each named file of
// data/scam-check/<dir>/ against the SHA-256 listed in <dir>/SHA256. Used by eval-scam-check.mjs and eval-links.mjs.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

const url = (p) => new URL(`../../data/scam-check/${p}`, import.meta.url)

/** One reason per file of `dir` whose SHA-256 is not the listed one; empty when the set is the frozen one. */
export function frozenFailures(dir, files) {
  const sums = new Map(
    readFileSync(url(`${dir}/SHA256`), 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(/\s+/).reverse()),
  )
  const failures = []
  for (const file of files) {
    const sum = createHash('sha256')
      .update(readFileSync(url(`${dir}/${file}`)))
      .digest('hex')
    if (sum !== sums.get(file)) failures.push(`data/scam-check/${dir}/${file} is not the frozen set (SHA-256 ${sum})`)
  }
  return failures
}
