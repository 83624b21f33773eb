// Server only: reads the service map through the KV cache (binding CACHE).
import { env } from 'cloudflare:workers'
import { type ServiceMap, getServiceMap } from '#worker/geo/map'

export async function loadServiceMap(): Promise<ServiceMap> {
  const { cached: _cached, ...map } = await getServiceMap(env.CACHE)
  return map
}
