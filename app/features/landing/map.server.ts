// Server only: reads the service map through the KV cache (binding CACHE), names in `locale`.
import { env } from 'cloudflare:workers'
import type { Locale } from '#shared/i18n'
import { getServiceMap, type ServiceMap } from '#worker/geo/map'

export async function loadServiceMap(locale: Locale): Promise<ServiceMap> {
  const { cached: _cached, ...map } = await getServiceMap(env.CACHE, locale)
  return map
}
