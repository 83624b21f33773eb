// Each declared island's `import()` (./declare.ts), written out so the build splits each into a chunk
// of its own. tests/unit/islands.test.ts checks that each path is the declared entry.
import type { IslandName } from './declare'

const LOADERS = {
  chat: () => import('./chat'),
  inlineChat: () => import('./inline-chat'),
  push: () => import('./push'),
  helpNow: () => import('./help-now-island'),
} satisfies Record<IslandName, () => Promise<unknown>>

/** Loads an island's entry (the browser caches the module: later calls cost nothing). */
export function loadIsland<N extends IslandName>(name: N): ReturnType<(typeof LOADERS)[N]> {
  return LOADERS[name]() as ReturnType<(typeof LOADERS)[N]>
}
