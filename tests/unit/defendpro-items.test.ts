import { describe, expect, it } from 'vitest'
import { defendProSections } from '#content/defendpro'
import { defendProItems, isDefendProItem } from '#content/defendpro-items'
import { showcase } from '#content/landing'
import { navGroups } from '#content/navigation'
import { defendProSearch } from '#shared/schemas/search'

const validateDefendProSearch = (search: Record<string, unknown>) => defendProSearch.parse(search)

const ids = defendProItems.map((d) => d.item)

describe('the one list of DefendMePro items', () => {
  it('has ten distinct items', () => {
    expect(ids).toHaveLength(10)
    expect(new Set(ids).size).toBe(10)
  })

  it('is the list the page sections, the landing showcase and the menu use, in the same order', () => {
    expect(defendProSections.flatMap((s) => (s.item ? [s.item] : []))).toEqual(ids)
    expect(showcase.features.map((f) => f.item)).toEqual(ids)
    const menu = navGroups.flatMap((g) => g.links).filter((l) => l.href.startsWith('/DefendPro?item='))
    expect(menu.map((l) => new URL(l.href, 'http://x').searchParams.get('item'))).toEqual(ids)
  })

  it('accepts exactly the ten names as ?item=', () => {
    for (const id of ids) {
      expect(isDefendProItem(id)).toBe(true)
      expect(validateDefendProSearch({ item: id })).toEqual({ item: id })
    }
    for (const bad of ['', 'VPN', 'vpn ', 'toString', '__proto__', 42, null, undefined, ['vpn']]) {
      expect(isDefendProItem(bad)).toBe(false)
      expect(validateDefendProSearch({ item: bad })).toEqual({})
    }
  })
})
