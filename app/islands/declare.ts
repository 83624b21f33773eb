// Every island of the site, declared once (decisions 100–102): a control that must answer in the browser
// before, or without, the page's app. Each names its entry (the module that loads, lazily, when its
// trigger fires), how it renders, its markup (what the server renders for it) and its trigger. The
// browser build reads `render` (scripts/preact-island-plugin.ts), the client entry reads the rest
// (./index.ts), and tests/unit/islands.test.ts holds each declaration to the code. No imports here:
// the build's config reads this file too.

export interface IslandDeclaration {
  /** The island's module; ./load.ts maps the same name to its `import()`. */
  entry: `app/islands/${string}`
  /** 'preact': its .tsx renders with Preact in the browser build (decision 101); 'dom': plain DOM code. */
  render: 'preact' | 'dom'
  /** The selector of what the server renders for it: its button or its place. */
  markup: string
  /**
   * 'tap': its launcher in app/islands/ answers the first press on the markup at once and loads the
   * entry then (pointing at it fetches ahead); 'idle': the entry loads in idle time after the first
   * paint where the markup is on the page, and again when the app renders a new place
   * (`requestIslands()`, app/lib/islands.ts). Its entry exports `mount()`.
   */
  trigger: 'tap' | 'idle'
}

export const ISLANDS = {
  /** The chat window (app/islands/chat-launcher.ts opens a "connecting" panel at the first tap). */
  chat: { entry: 'app/islands/chat.tsx', render: 'preact', markup: '[data-chat-open]', trigger: 'tap' },
  /** The landing page's in-page chat (decision 102). */
  inlineChat: { entry: 'app/islands/inline-chat.tsx', render: 'preact', markup: '[data-inline-chat]', trigger: 'tap' },
  /** "Get alerts on this device" (decision 102). */
  push: { entry: 'app/islands/push.ts', render: 'dom', markup: '[data-push-island]', trigger: 'idle' },
  /** /help-now's country guess and print button, without the page's app (decision 372). */
  helpNow: { entry: 'app/islands/help-now-island.ts', render: 'dom', markup: '[data-help-now-island]', trigger: 'idle' },
} as const satisfies Record<string, IslandDeclaration>

export type IslandName = keyof typeof ISLANDS
