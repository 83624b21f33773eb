// Server only: the experts' approved changes to the official-contacts directory (worker/official-directory).
import { env } from 'cloudflare:workers'
import { approvedChanges, type DirectoryChange } from '#worker/official-directory'

/** The approved changes; none if D1 cannot be read (the page then shows the built-in directory). */
export async function loadApprovedChanges(): Promise<DirectoryChange[]> {
  try {
    return await approvedChanges(env.DB)
  } catch (error) {
    console.error(JSON.stringify({ event: 'failure', part: 'official-directory-page', cause: String(error).slice(0, 300) }))
    return []
  }
}
