// How a Spanish twin in content/es/ says an English list in its own words without repeating it: the
// English list keeps the structure (ids, values, paths, icons, numbers and the order), the Spanish
// module holds only its words, keyed by the item's id, and these functions put the two together.
// No words of its own (listed in LANGUAGE_NEUTRAL in tests/unit/i18n.test.ts).
//
// With a union type as the key (a choice's `value`, a step id) a missing or extra key fails
// `tsc`; with plain strings (paths) it throws when the module loads, so every test that imports it
// fails. Either way the two languages cannot drift apart.

/** `english`, each item with its words (`Partial` of the item) replaced from `words[keyOf(item)]`. */
export function reword<T extends object, K extends string>(
  where: string,
  english: readonly T[],
  keyOf: (item: T) => K,
  words: Readonly<Record<NoInfer<K>, Partial<T>>>,
): T[] {
  const unused = new Set<string>(Object.keys(words))
  const out = english.map((item) => {
    const key = keyOf(item)
    const own = (words as Readonly<Record<string, Partial<T> | undefined>>)[key]
    if (!own) throw new Error(`${where}: no words for "${key}"`)
    unused.delete(key)
    return { ...item, ...own }
  })
  if (unused.size > 0) throw new Error(`${where}: words for ${[...unused].join(', ')}, which the English list does not have`)
  return out
}

/** `english` with each item's `label` taken from `labels[keyOf(item)]`. */
export function relabel<T extends { label: string }, K extends string>(
  where: string,
  english: readonly T[],
  keyOf: (item: T) => K,
  labels: Readonly<Record<NoInfer<K>, string>>,
): T[] {
  const words = Object.fromEntries(Object.entries(labels).map(([key, label]) => [key, { label }])) as Record<K, Partial<T>>
  return reword(where, english, keyOf, words)
}
