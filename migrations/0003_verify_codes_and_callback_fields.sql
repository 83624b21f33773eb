-- Issue 15. "Is this really SaffeSupport?" codes: an expert gives a customer a short code during a
-- conversation; the customer checks it on /verify-us. Only an HMAC of the code is stored.
-- The call-back form's two new fields: the visitor's time zone and an optional attached note.
CREATE TABLE `verify_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code_hash` text NOT NULL,
	`expert_id` text NOT NULL,
	`expert_name` text NOT NULL,
	`conversation_id` text NOT NULL,
	`issued_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`expert_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `verify_codes_hash_idx` ON `verify_codes` (`code_hash`);
--> statement-breakpoint
CREATE INDEX `verify_codes_expires_idx` ON `verify_codes` (`expires_at`);
--> statement-breakpoint
ALTER TABLE `callback_requests` ADD `time_zone` text;
--> statement-breakpoint
ALTER TABLE `callback_requests` ADD `note` text;
