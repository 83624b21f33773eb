// What /help-now fills in the browser (its cached HTML is the same for everyone, decision 060): the
// guessed country and the printout's date, by its island before the app runs
// (app/islands/help-now-island.ts) or by the app itself (HelpNowPage), the same either way (decision 372).

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

/** Today's date for the printout, in the page's language (`tag`: shared/i18n.ts LOCALE_TAGS). */
export function printDate(tag: string): string {
  return new Date().toLocaleDateString(tag, { year: 'numeric', month: 'long', day: 'numeric' })
}
