-- Decision 120 and 121: a call-back request remembers whether sales was told, so a mail that failed is
-- sent later by the cron; a push subscription remembers its last good push and its failures, so dead
-- rows are removed; one row per scheduled job and queue consumer keeps its last run for the System view.
ALTER TABLE `callback_requests` ADD `notified_at` integer;--> statement-breakpoint
ALTER TABLE `callback_requests` ADD `notify_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `callback_requests_unnotified_idx` ON `callback_requests` (`notified_at`);--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `last_ok_at` integer;--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `failures` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `client` text;--> statement-breakpoint
CREATE INDEX `alert_deliveries_status_idx` ON `alert_deliveries` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `job_runs` (
	`job` text PRIMARY KEY NOT NULL,
	`ran_at` integer NOT NULL,
	`outcome` text NOT NULL,
	`duration_ms` integer NOT NULL,
	`counts` text,
	`error` text,
	`last_ok_at` integer
);
