// The ten DefendMePro items in Spanish: the labels are in ./defendpro-items.json; content/defendpro-items.ts
// puts them on its list (ids, order and `stamp`).
import { translated } from '../defendpro-items'
import words from './defendpro-items.json' with { type: 'json' }

export const { defendProItems } = translated('content/es/defendpro-items.json', words)
