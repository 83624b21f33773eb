// Kept so route files can import the HTTP helpers from next door; the code lives in worker/http/.
export { ApiError, retryAfterSeconds, tooManyRequests } from '../http/errors'
export { MAX_BODY_BYTES, clientAddress, readJsonObject } from '../http/request'
export { normaliseEmail } from '#shared/schemas/fields'
