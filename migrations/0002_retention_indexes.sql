-- Indexes for the daily retention job (worker/retention): each batch finds the rows past their period
-- by these columns instead of scanning the whole table (D1 bills rows read).
CREATE INDEX `pending_signups_expires_idx` ON `pending_signups` (`expires_at`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE INDEX `sessions_revoked_idx` ON `sessions` (`revoked_at`);--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_status_created_idx` ON `newsletter_subscribers` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `callback_requests_created_idx` ON `callback_requests` (`created_at`);--> statement-breakpoint
CREATE INDEX `dev_outbox_created_idx` ON `dev_outbox` (`created_at`);
