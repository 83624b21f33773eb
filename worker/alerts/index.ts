// Scam alerts at the edge: the cron job, the queue consumer and the feeds (see README "Scam alerts").
export { dispatchAlerts } from './dispatch'
export { handleAlertQueue } from './consumer'
export { alertFeed } from './feeds'
