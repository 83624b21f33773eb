// Scam alerts at the edge: the cron job, the queue consumer and the feeds (docs/alerts.md).

export { handleAlertQueue } from './consumer'
export { dispatchAlerts } from './dispatch'
export { alertFeed } from './feeds'
