declare module '*.md' {
  const file: {
    data: Record<string, unknown>
    html: string
    headings: { depth: number; text: string; id: string }[]
    words: number
  }
  export default file
}

interface ImportMetaEnv {
  readonly BUILD_ID: string
  // The folder of the picture reader's files (scripts/ocr-assets-plugin.ts).
  readonly OCR_ASSETS: string
}

declare module '*.md?meta' {
  const file: { data: Record<string, unknown> }
  export default file
}

// Only the head's fields (scripts/markdown-plugin.ts HEAD_FIELDS).
declare module '*.md?head' {
  const file: { data: { title?: unknown; description?: unknown } }
  export default file
}
