// How much of the machine's CPU time the host gave to someone else while a benchmark ran: the "steal"
// column of Linux's /proc/stat (a virtual machine shares its host's cores; a busy neighbour shows
// here, not in the load average). `npm run bench` and `npm run bench:chat` print it next to their
// figures, so a slow run on a contended host can be told from a slow change. Elsewhere: null.
import { readFileSync } from 'node:fs'

/** The summed CPU counters (jiffies) now, or null where /proc/stat is not there. */
export function cpuSample() {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]
    // cpu user nice system idle iowait irq softirq steal guest guest_nice
    const n = line.trim().split(/\s+/).slice(1).map(Number)
    const total = n.slice(0, 8).reduce((a, b) => a + b, 0)
    return { total, steal: n[7] ?? 0 }
  } catch {
    return null
  }
}

/** Percent of all CPU time between two samples that the host took (steal), one decimal; null if unknown. */
export function stolenPercent(before, after) {
  if (!before || !after || after.total <= before.total) return null
  return Math.round(((after.steal - before.steal) / (after.total - before.total)) * 1000) / 10
}
