// The input of a server function (`createServerFn().validator(serverFnInput(schema))`): the data the
// schema gives, or a 400 "Bad Request" error. TanStack Start answers an error whose `status` is 4xx with
// that status (and does not log it as a crash), so a malformed call from outside the site is a clear
// client error, never a 500. The validator runs on the server only (Start strips it from the browser
// build), so the schema costs the browser nothing.
import type * as z from 'zod/mini'

/** The error a server function throws for input its schema refuses: `status` 400, the schema's first message. */
export class BadServerFnInput extends Error {
  readonly status = 400
  readonly statusText = 'Bad Request'
  constructor(message: string) {
    super(message)
    this.name = 'BadServerFnInput'
  }
}

export function serverFnInput<S extends z.ZodMiniType>(schema: S) {
  return (input: unknown): z.output<S> => {
    const parsed = schema.safeParse(input)
    if (!parsed.success) throw new BadServerFnInput(parsed.error.issues[0]?.message ?? 'Invalid input')
    return parsed.data
  }
}
