// Reading a glossary table of docs/i18n.md ("Spanish glossary", "French glossary"): its rows with the
// words never to use, and a whole-word matcher for them. The tests es-glossary and fr-glossary hold the
// site's pages and messages to these tables.

/** The "never" words of the table under `## <heading>`, one list per row. */
export function glossaryNever(markdown: string, heading: string): { use: string; never: string[] }[] {
  const section = markdown.split(`## ${heading}`)[1]?.split('\n## ')[0] ?? ''
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| use ') && !line.startsWith('|---'))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map(([, use, never]) => ({
      use,
      never: never
        .split(',')
        .map((w) => w.trim())
        .filter(Boolean),
    }))
}

/** Where a word stands as a whole word (letters with accents count as letters). */
export function wholeWord(word: string): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escaped}(?![\\p{L}\\p{N}-])`, 'gu')
}
