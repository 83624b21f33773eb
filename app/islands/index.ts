// The islands' start, run by the client entry (app/client.tsx): each island declared in ./declare.ts
// answers its trigger: the 'tap' ones through their launcher (./chat-launcher.ts), the 'idle' ones here.
import { ISLANDS_WANTED } from '#app/lib/islands'
import { listenToChatLauncher, listenToInlineChat } from './chat-launcher'
import { ISLANDS, type IslandName } from './declare'
import { loadIsland } from './load'

/** The islands whose trigger is 'idle'; their entries export `mount()` (the type checks it). */
type IdleIsland = { [N in IslandName]: (typeof ISLANDS)[N]['trigger'] extends 'idle' ? N : never }[IslandName]
const idleIslands = (Object.keys(ISLANDS) as IslandName[]).filter((name): name is IdleIsland => ISLANDS[name].trigger === 'idle')

/** Mounts the 'idle' islands whose markup is on the page (each skips a place it has filled). */
function mountIdleIslands() {
  for (const name of idleIslands) {
    if (document.querySelector(ISLANDS[name].markup)) void loadIsland(name).then((island) => island.mount())
  }
}

export function startIslands(): void {
  listenToChatLauncher()
  listenToInlineChat()
  document.addEventListener(ISLANDS_WANTED, mountIdleIslands)
  // In idle time after the first paint, where the page has a place for one.
  if (!idleIslands.some((name) => document.querySelector(ISLANDS[name].markup))) return
  if ('requestIdleCallback' in window) requestIdleCallback(mountIdleIslands, { timeout: 3000 })
  else setTimeout(mountIdleIslands, 500)
}
