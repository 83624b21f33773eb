// The page's loader calls this: on the server it runs in place, during client navigation it is one GET.
// It takes no input: it returns the experts' approved changes, which the page lays over the built-in
// entries (content/official-directory.ts) before listing and looking up.
import { createServerFn } from '@tanstack/react-start'
import { loadApprovedChanges } from './directory.server'

export const getApprovedDirectoryChanges = createServerFn({ method: 'GET' }).handler(() => loadApprovedChanges())
