// Worker entry for the workerd test pool: the site's own door (worker/door.ts), with a renderer that
// stands in for TanStack Start (its virtual modules do not load in the pool). Pages answer 404 with
// this text; everything else (API, chat, feeds, files, the page cache, headers) is the real path.
import { createWorker } from '#worker/door'

export { ChatRoom, PauseRoom } from '#worker/index'

export const TEST_PAGE_TEXT = 'Pages are rendered by TanStack Start'

export default createWorker({
  render: () => new Response(TEST_PAGE_TEXT, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } }),
  buildId: 'worker-tests',
})
