// A stray console.error in a test run is a bug: fail the test that caused it.
import { afterEach, vi } from 'vitest'

const errors: unknown[][] = []
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args)
})
afterEach(() => {
  if (errors.length === 0) return
  const seen = errors.splice(0).map((args) => args.map(String).join(' '))
  throw new Error(`console.error was called:\n${seen.join('\n')}`)
})
