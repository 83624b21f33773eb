-- W7 (issue 44): times in the reader's own time zone. The zone the browser reports (an IANA name such as
-- America/Toronto) when the account is made or signed in to, and when a trusted contact accepts; never
-- guessed from the address. Null: not known, and mails say "a few minutes before this e-mail was sent".
-- Written by hand; worker/db/schema.ts mirrors it.
ALTER TABLE `users` ADD `time_zone` text;--> statement-breakpoint
ALTER TABLE `trusted_contacts` ADD `time_zone` text;
