-- "Report it once" (issue 45): reports saved to an account, the reference numbers typed after filing,
-- the e-mailed check-ins (days 1, 3, 7, 14, 30), and the review queue that the scam checker's and the
-- report form's "Send it to our team" fill (issue 41 item 6). Written by hand; worker/db/schema.ts mirrors it.
CREATE TABLE `reports` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`country` text,
	`body` text NOT NULL,
	`checkins` text DEFAULT 'off' NOT NULL,
	`copy_contact` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reports_user_idx` ON `reports` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_updated_idx` ON `reports` (`updated_at`);--> statement-breakpoint
CREATE TABLE `report_references` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`report_id` text NOT NULL,
	`agency` text NOT NULL,
	`reference` text NOT NULL,
	`filed_on` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `report_references_report_idx` ON `report_references` (`report_id`);--> statement-breakpoint
CREATE TABLE `report_checkins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`report_id` text NOT NULL,
	`day` integer NOT NULL,
	`due_at` integer NOT NULL,
	`status` text DEFAULT 'due' NOT NULL,
	`queued_at` integer,
	`sent_at` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `report_checkins_day_idx` ON `report_checkins` (`report_id`,`day`);--> statement-breakpoint
CREATE INDEX `report_checkins_due_idx` ON `report_checkins` (`status`,`due_at`);--> statement-breakpoint
CREATE TABLE `review_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`source` text NOT NULL,
	`text` text NOT NULL,
	`lang` text NOT NULL,
	`verdict` text,
	`right` text,
	`consent_at` integer NOT NULL,
	`label` text,
	`family` text,
	`labelled_by` text,
	`labelled_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `review_items_label_idx` ON `review_items` (`label`,`created_at`);
