// /help-now's guessed country, ticked by its island before the app runs (app/islands/help-now-island.ts)
// or by the app itself (HelpNowPage): the same steps either way (decision 372).

/** Ticks the guessed country in `form` unless a country is chosen; returns whether it did. */
export function applyCountryGuess(form: HTMLFormElement, value: string): boolean {
  const radios = [...form.querySelectorAll<HTMLInputElement>('input[name="country"]')]
  const radio = radios.find((r) => r.value === value)
  if (!radio || radios.some((r) => r.checked)) return false
  radio.checked = true
  form.dataset.guessed = value
  for (const line of form.querySelectorAll<HTMLElement>('[data-guessed-line]')) line.hidden = line.dataset.guessedLine !== value
  return true
}
