// How a translation says an English list in its own words without repeating it: the English module
// keeps the structure (ids, values, paths, icons, names, prices and the order), the language's words
// file (content/<locale>/<module>.json) holds only its texts, keyed by the item's id, and these
// functions put the two together in the English module's `translated`. No words of its own (listed in
// LANGUAGE_NEUTRAL in tests/unit/i18n.test.ts).
//
// With a union type as the key (a choice's `value`, an item's `id`) a missing key or a missing word
// fails `tsc`. A key or field too many does not (tsc checks an imported JSON file's fields against the
// type only for what the type asks), nor a missing key with plain strings (paths), nor a missing
// optional field: these throw when the module loads (`reword` checks each item's fields against its
// English twin's), so tests/unit/i18n.test.ts, which loads every language's modules, fails.

type Words = Readonly<Record<string, object | undefined>>

function merge<T extends object>(where: string, english: readonly T[], keyOf: (item: T) => string, words: Words): T[] {
  const unused = new Set<string>(Object.keys(words))
  const out = english.map((item) => {
    const key = keyOf(item)
    const own = words[key]
    if (!own) throw new Error(`${where}: no words for "${key}"`)
    unused.delete(key)
    return { ...item, ...own }
  })
  if (unused.size > 0) throw new Error(`${where}: words for ${[...unused].join(', ')}, which the English list does not have`)
  return out
}

/**
 * `english`, each item with its words from `words[item[keyField]]`: every field but the key and the
 * `kept` ones (names, prices: the same in every language), which stay the English item's.
 */
export function reword<T extends object, F extends keyof T, S extends keyof T = never>(
  where: string,
  english: readonly T[],
  keyField: F,
  words: Readonly<Record<NoInfer<T[F]> & string, Omit<NoInfer<T>, F | S>>>,
  kept: readonly S[] = [],
): T[] {
  for (const [key, own] of Object.entries(words as Words)) {
    const clash = kept.find((field) => own && field in own)
    if (clash !== undefined) throw new Error(`${where}: "${key}" repeats ${String(clash)}, which comes from the English list`)
  }
  // A words file is JSON: tsc does not see a field it has too many (a misspelt optional one), and an
  // optional field it lacks would keep the English item's words. Each item's fields are its English twin's.
  for (const item of english) {
    const own = (words as Words)[String(item[keyField])]
    if (!own) continue
    const fields = Object.keys(item).filter((field) => field !== keyField && !(kept as readonly PropertyKey[]).includes(field))
    const missing = fields.filter((field) => !(field in own))
    const extra = Object.keys(own).filter((field) => !(field in item))
    if (missing.length > 0) throw new Error(`${where}: "${String(item[keyField])}" has no ${missing.join(', ')}`)
    if (extra.length > 0) throw new Error(`${where}: "${String(item[keyField])}" has ${extra.join(', ')}, which the English item does not have`)
  }
  return merge(where, english, (item) => String(item[keyField]), words as Words)
}

/** `english` with each item's `label` taken from `labels[keyOf(item)]`. */
export function relabel<T extends { label: string }, K extends string>(
  where: string,
  english: readonly T[],
  keyOf: (item: T) => K,
  labels: Readonly<Record<NoInfer<K>, string>>,
): T[] {
  const words = Object.fromEntries(Object.entries(labels).map(([key, label]) => [key, { label }]))
  return merge(where, english, keyOf, words)
}

/**
 * `template` with each `{name}` replaced by `values[name]`: a text with a parameter in a words file,
 * such as "{title} (video en inglés)". Double-braced tokens ({{phone}}) are left for fillTokens
 * (content/site.ts). A `{name}` with no value throws, so a typo in a words file fails every test
 * that loads it.
 */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/(?<!\{)\{(\w+)\}(?!\})/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`no value for {${name}} in "${template}"`)
    return value
  })
}
