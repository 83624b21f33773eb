// The kinds of product in the catalogue and the four highlight headings true for each kind (decision 113),
// apart from the catalogue's markdown (content/catalogue.ts re-exports them), so a test that runs
// outside Vite can read them.

/** What kind of product an id is, for the lines under the five headings (decision 113). */
export type ProductKind = 'office' | 'windows' | 'server' | 'home-security' | 'business-security' | 'cloud-security'

export function productKind(id: number): ProductKind {
  if (id <= 6) return 'office'
  if (id <= 8) return 'windows'
  if (id <= 10) return 'server'
  if (id <= 14) return 'home-security'
  if (id === 17) return 'cloud-security'
  return 'business-security'
}

/** Per kind: the first four headings, each true for every product of that kind and for the line under it. */
export const highlightTitles: Record<ProductKind, [license: string, delivery: string, payment: string, platforms: string]> = {
  office: ['Perpetual license for one PC', 'Digital delivery', 'Paid once', 'For Windows PCs'],
  windows: ['Perpetual license for one PC', 'Digital delivery', 'Paid once', 'For Windows 11 PCs'],
  server: ['Server license, per core', 'Digital delivery', 'Paid once', 'For servers'],
  'home-security': ['One-year subscription', 'Digital delivery', 'Paid once a year', 'Windows, Mac, Android, iPhone and iPad'],
  'business-security': ['Business subscription, per device', 'Digital delivery', 'Paid for each term', 'For business computers and servers'],
  'cloud-security': ['Cloud service, per device', 'Digital delivery', 'Paid for each term', 'For business computers and servers'],
}
