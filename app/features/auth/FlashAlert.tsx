import { Alert, useAlert } from '#app/components/Alert'

/** Shows, once, a message the previous page left (e.g. the welcome after login on /home). */
export function FlashAlert() {
  const alert = useAlert({ fromFlash: true })
  return (
    <div className={alert.message ? 'container pt-6' : ''}>
      <Alert message={alert.message} />
    </div>
  )
}
