// The input of a server function (`createServerFn().validator(serverFnInput(schema))`): the data the
// schema gives, or a `400 {msg}` answer, like the JSON API's errors. Thrown as a Response: TanStack
// Start sends a Response thrown by a server function as the HTTP answer (an Error would be a 200
// carrying the error, or a 500), and the caller's promise rejects with it. The validator runs on the
// server only (Start strips it from the browser build), so the schema costs the browser nothing.
import type * as z from 'zod/mini'

/** The answer to input a schema refused: 400, `{ msg }` naming the first bad field. */
export function badServerFnInput(error: z.core.$ZodError): Response {
  const issue = error.issues[0]
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  return Response.json({ msg: `Bad input. ${where}${issue?.message ?? 'not accepted'}` }, { status: 400 })
}

export function serverFnInput<S extends z.ZodMiniType>(schema: S) {
  return (input: unknown): z.output<S> => {
    const parsed = schema.safeParse(input)
    if (!parsed.success) throw badServerFnInput(parsed.error)
    return parsed.data
  }
}
