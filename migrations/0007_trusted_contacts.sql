-- A trusted contact per account (decision 160) and the browsers an account has signed in from (early
-- warnings). Written by hand; worker/db/schema.ts mirrors it.
CREATE TABLE `trusted_contacts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`may_asks` integer DEFAULT 0 NOT NULL,
	`may_plans` integer DEFAULT 0 NOT NULL,
	`may_warnings` integer DEFAULT 0 NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`invite_hash` text,
	`invite_expires_at` integer,
	`accepted_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trusted_contacts_user_idx` ON `trusted_contacts` (`user_id`);--> statement-breakpoint
CREATE INDEX `trusted_contacts_invite_idx` ON `trusted_contacts` (`invite_hash`);--> statement-breakpoint
CREATE INDEX `trusted_contacts_expiry_idx` ON `trusted_contacts` (`status`,`invite_expires_at`);--> statement-breakpoint
CREATE TABLE `known_browsers` (
	`user_id` text NOT NULL,
	`browser_hash` text NOT NULL,
	`last_seen_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `browser_hash`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `known_browsers_seen_idx` ON `known_browsers` (`last_seen_at`);
