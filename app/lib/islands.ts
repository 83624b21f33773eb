// The islands as the page's app sees them, without importing one (this file is in the small client
// entry, so it imports nothing): it asks for the islands it has just rendered a place for (after a
// router navigation; app/islands/index.ts listens and mounts the 'idle' ones whose markup is on the
// page), and it asks whether the chat island runs.

export const ISLANDS_WANTED = 'saffe:islands-wanted'

export function requestIslands(): void {
  document.dispatchEvent(new Event(ISLANDS_WANTED))
}

/** The chat island's container, put on the page by its launcher (app/islands/chat-launcher.ts). */
export const CHAT_ISLAND_ID = 'chat-island'

/** True while the chat island runs on this page (ChatLauncher then leaves the button to it). */
export function chatIslandRuns(): boolean {
  return document.getElementById(CHAT_ISLAND_ID) !== null
}
