// Kept so route files can import the HTTP helpers from next door; the code lives in worker/http/.

export { normaliseEmail } from '#shared/schemas/fields'
export { ApiError, retryAfterSeconds, tooManyRequests } from '../http/errors'
export { clientAddress, MAX_BODY_BYTES, readBodyCapped, readJsonObject } from '../http/request'
