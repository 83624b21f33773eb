-- Security review 3. U1: an owner's early warning that cannot be sent now waits here for the next try
-- (worker/mail/outbox.ts), never dropped; the row goes once the mail is sent. U2: an address that said
-- no to a trusted-contact invitation, or never answered one, is held for 90 days (by the SHA-256 of the
-- address, not the address). U4: a reset code is bound to the browser that asked for it.
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`purpose` text NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`headers` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_at` integer NOT NULL,
	`last_error` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);--> statement-breakpoint
CREATE INDEX `mail_outbox_next_idx` ON `mail_outbox` (`next_at`);--> statement-breakpoint
CREATE TABLE `invite_holds` (
	`email_hash` text PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`until` integer NOT NULL
);--> statement-breakpoint
CREATE INDEX `invite_holds_until_idx` ON `invite_holds` (`until`);--> statement-breakpoint
ALTER TABLE `password_resets` ADD `browser_hash` text;
