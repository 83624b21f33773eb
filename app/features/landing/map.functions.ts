// The landing page's loader calls this: on the server it runs in place, during client navigation
// it is one GET to the worker. d3-geo and the geometry never reach the browser.
import { createServerFn } from '@tanstack/react-start'
import { loadServiceMap } from './map.server'

export const getServiceMap = createServerFn({ method: 'GET' }).handler(() => loadServiceMap())
