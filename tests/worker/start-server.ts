// Stands in for '@tanstack/react-start/server' in the worker pool (vitest.workers.config.ts), which
// cannot load TanStack Start's server runtime: server code called outside a Start render (the scam check's
// form post) only sets the response status, recorded here for the test to read.
export const responseStatuses: number[] = []
export function setResponseStatus(status: number) {
  responseStatuses.push(status)
}
