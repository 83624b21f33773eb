// Lets plain Node 24 scripts (type stripping) load the worker's TypeScript modules, whose imports leave
// out the ".ts" ending (`#content/site`): an extensionless specifier that does not resolve is tried
// again with ".ts". Used as `node --import ./scripts/ts-resolve.mjs <script>`.
import { registerHooks } from 'node:module'

registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context)
    } catch (error) {
      if (error?.code !== 'ERR_MODULE_NOT_FOUND' || /\.[cm]?[jt]s$/.test(specifier)) throw error
      return next(`${specifier}.ts`, context)
    }
  },
})
