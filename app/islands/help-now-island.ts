// /help-now's island (decision 372), loaded in idle time without the page's app:
// - the country guess: the page is the same cached HTML for everyone (decision 060), so the country is
//   guessed in the browser when none was chosen (the form's `data-country-guess`); each country's
//   "We guessed …" line is in the HTML, hidden; the app adopts the guess when it hydrates (HelpNowPage);
// - the print button (`data-print`), hidden in the HTML (without scripts it could do nothing): shown
//   here, and it prints the steps until the app answers it; the printout's date (`data-print-date`).
import { apiFetch } from '#app/lib/api-fetch'
import { applyCountryGuess, printDate } from '#app/lib/help-now-browser'

let listening = false

export function mount(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-print][hidden]')) button.hidden = false
  for (const line of document.querySelectorAll<HTMLElement>('[data-print-date][hidden]')) {
    const date = line.querySelector('span')
    if (date) date.textContent = printDate(line.dataset.printDate ?? '')
    line.hidden = false
  }
  if (!listening) {
    listening = true
    document.addEventListener('click', (event) => {
      const hydrated = document.documentElement.dataset.hydrated === 'true'
      if (!hydrated && event.target instanceof Element && event.target.closest('[data-print]')) window.print()
    })
  }
  const form = document.querySelector<HTMLFormElement>('form[data-country-guess]')
  if (!form || form.dataset.guessed !== undefined) return
  form.dataset.guessed = ''
  void apiFetch<{ country: string | null }>('/api/help-now/country').then((answer) => {
    const value = answer.ok ? answer.data.country?.toLowerCase() : undefined
    if (value && form.isConnected) applyCountryGuess(form, value)
  })
}
