// Which chats an expert answers first (shared/chat/urgency.ts): the second walk-through's missed
// visitors (issue 47, N12) and ordinary questions that must not jump the line.
import { describe, expect, it } from 'vitest'
import { soundsUrgent } from '#shared/chat/urgency'

describe('soundsUrgent', () => {
  it.each([
    'He is still on the other line and wants me to install something',
    'A man from Microsoft asked me to install a program so he can fix it',
    'Mon petit-fils est en prison, il a besoin d’argent tout de suite',
    "Mon petit-fils est en prison, il a besoin d'argent tout de suite",
    'On me demande de payer avec des cartes-cadeaux',
    'Il est encore au téléphone avec moi',
    "Il veut que j'installe un logiciel, il est sur l'autre ligne",
    'Sigue en la otra línea y me pide que instale algo',
    'Someone wants gift cards',
  ])('urgent: %s', (text) => {
    expect(soundsUrgent(text)).toBe(true)
  })

  it.each([
    'Hi, how do I print a photo from my phone?',
    'Bonjour, comment imprimer une photo?',
    'Hola, ¿cómo cambio mi contraseña?',
    'My printer will not install updates since Tuesday, no rush',
  ])('not urgent: %s', (text) => {
    expect(soundsUrgent(text)).toBe(false)
  })
})
