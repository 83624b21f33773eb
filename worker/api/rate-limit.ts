// Kept so route files can import the limits from next door; the code lives in worker/rate-limit/.
export * from '../rate-limit'
