-- Decision 112: the password typed on /signup waits, hashed, for the browser that typed it only
-- (browser_hash is SHA-256 of a short-lived HttpOnly cookie); marketing e-mail is a separate, optional
-- consent, recorded with its time on the account.
ALTER TABLE `pending_signups` ADD `password_hash` text;--> statement-breakpoint
ALTER TABLE `pending_signups` ADD `browser_hash` text;--> statement-breakpoint
ALTER TABLE `pending_signups` ADD `marketing` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `marketing_consent_at` integer;
