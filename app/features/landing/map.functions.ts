// The landing page's loader calls this: on the server it runs in place, during client navigation
// it is one GET to the worker. d3-geo and the geometry never reach the browser.
// The language is an argument (not read from the request), so the GET's URL differs per language
// and an English and a Spanish answer are never one cached result.
import { createServerFn } from '@tanstack/react-start'
import { serverFnInput } from '#app/lib/server-fn-input'
import { serviceMapInput } from '#shared/schemas/server-fns'
import { loadServiceMap } from './map.server'

export const getServiceMap = createServerFn({ method: 'GET' })
  .validator(serverFnInput(serviceMapInput))
  .handler(({ data }) => loadServiceMap(data))
