// The one way a route turns a request body into checked values: read the JSON object (with the byte
// cap of readJsonObject), parse it with the input's zod schema from shared/schemas, and answer
// `400 {msg}` with the schema's own plain-language message (the first problem, in field order).
import type { Context } from 'hono'
import * as z from 'zod/mini'
import { firstMessage } from '#shared/schemas/fields'
import { ApiError } from './errors'
import { readJsonObject } from './request'

/** Parses an already-read value; a mistake becomes a 400 with the schema's message, never a 500. */
export function parseInput<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = z.safeParse(schema, value)
  if (!parsed.success) throw new ApiError(400, firstMessage(parsed.error))
  return parsed.data
}

/** Reads the JSON body (415/413/400 as readJsonObject) and parses it with `schema`. */
export async function parseBody<S extends z.core.$ZodType>(c: Context, schema: S, maxBytes?: number): Promise<z.output<S>> {
  return parseInput(schema, await readJsonObject(c, maxBytes))
}
