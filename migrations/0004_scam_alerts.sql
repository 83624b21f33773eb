-- Scam alerts (issue 16): subscriber preferences and personal links, the suppression list, alert
-- delivery bookkeeping (one row per alert, channel and recipient: the unique key makes delivery
-- exactly-once), browser push subscriptions, and headers in the local outbox.
ALTER TABLE `newsletter_subscribers` ADD `country` text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `urgent_only` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `manage_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_manage_token_unique` ON `newsletter_subscribers` (`manage_token`);--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_status_idx` ON `newsletter_subscribers` (`status`, `id`);--> statement-breakpoint
CREATE TABLE `newsletter_suppressions` (
	`email_hash` text PRIMARY KEY NOT NULL,
	`token_hash` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `newsletter_suppressions_token_idx` ON `newsletter_suppressions` (`token_hash`);--> statement-breakpoint
CREATE TABLE `alert_dispatches` (
	`alert_slug` text PRIMARY KEY NOT NULL,
	`email_cursor` integer DEFAULT 0 NOT NULL,
	`push_cursor` integer DEFAULT 0 NOT NULL,
	`finished_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `alert_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`alert_slug` text NOT NULL,
	`channel` text NOT NULL,
	`recipient_id` integer NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`claimed_at` integer,
	`sent_at` integer,
	`error` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `alert_deliveries_once` ON `alert_deliveries` (`alert_slug`, `channel`, `recipient_id`);--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
ALTER TABLE `dev_outbox` ADD `headers` text;
