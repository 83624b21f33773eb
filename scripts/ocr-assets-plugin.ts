// Vite plugin: the files the picture reader of /scam-check needs (tesseract.js's worker script, the
// Tesseract core compiled to WebAssembly, and the trained data of each language the site speaks), copied from their
// npm packages into the client build under /assets/ocr-<hash>/, so the site serves them itself and no
// browser ever fetches them from a third party. The hash is of the files' bytes: the folder's name
// changes when any file does, so the year-long `immutable` cache of /assets/* (public/_headers) is safe.
// The client learns the folder from `import.meta.env.OCR_ASSETS`. In `vite dev` the same files are
// served from node_modules. See docs/decisions/140-picture-reading-in-the-browser.md.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'
import { ocrDataPackages } from './ocr-languages.ts'

const require = createRequire(import.meta.url)
const pkgDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`))

/** Served name → file in node_modules. */
export function ocrAssetFiles(): Record<string, string> {
  const core = pkgDir('tesseract.js-core')
  const files: Record<string, string> = {
    'worker.min.js': path.join(pkgDir('tesseract.js'), 'dist/worker.min.js'),
    // tesseract.js picks one of these by what the browser supports (relaxed SIMD, SIMD, neither).
    'tesseract-core-lstm.wasm.js': path.join(core, 'tesseract-core-lstm.wasm.js'),
    'tesseract-core-simd-lstm.wasm.js': path.join(core, 'tesseract-core-simd-lstm.wasm.js'),
    'tesseract-core-relaxedsimd-lstm.wasm.js': path.join(core, 'tesseract-core-relaxedsimd-lstm.wasm.js'),
  }
  // "best_int": the accurate LSTM models, stored as integers (smaller and faster than "best").
  for (const lang of ocrDataPackages()) {
    files[`${lang}.traineddata.gz`] = path.join(pkgDir(`@tesseract.js-data/${lang}`), `4.0.0_best_int/${lang}.traineddata.gz`)
  }
  return files
}

export function ocrAssetsPlugin(): Plugin {
  const files = ocrAssetFiles()
  const hash = createHash('sha256')
  for (const [name, file] of Object.entries(files)) hash.update(name).update(readFileSync(file))
  const dir = `assets/ocr-${hash.digest('hex').slice(0, 10)}`
  return {
    name: 'saffe:ocr-assets',
    config: () => ({ define: { 'import.meta.env.OCR_ASSETS': JSON.stringify(`/${dir}/`) } }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.startsWith(`/${dir}/`) ? req.url.slice(dir.length + 2) : null
        const file = name ? files[name] : undefined
        if (!file) return next()
        res.setHeader('content-type', name?.endsWith('.js') ? 'text/javascript' : 'application/octet-stream')
        res.end(readFileSync(file))
      })
    },
    generateBundle() {
      if (this.environment?.name !== 'client') return
      for (const [name, file] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName: `${dir}/${name}`, source: readFileSync(file) })
      }
    },
  }
}
