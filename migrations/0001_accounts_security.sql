-- Accounts security (decision 030):
-- S2: a pending sign-up no longer holds a password. The person who types the e-mailed code chooses
-- it at verify-otp. Pending rows live 10 minutes, so the table is rebuilt without the column; any
-- sign-up in flight during the deploy simply asks for a new code.
DROP TABLE `pending_signups`;
--> statement-breakpoint
CREATE TABLE `pending_signups` (
	`email` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_sent_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
-- S13: when a session was last used, for the idle timeout of expert sessions.
ALTER TABLE `sessions` ADD `last_seen_at` integer;
