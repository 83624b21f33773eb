-- Password reset by an e-mailed code (decision 150). One row per address asked about, registered or
-- not, so the cooldown answers alike for every address; only an HMAC of the code is kept.
CREATE TABLE `password_resets` (
	`email` text PRIMARY KEY NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_sent_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `password_resets_expires_idx` ON `password_resets` (`expires_at`);
