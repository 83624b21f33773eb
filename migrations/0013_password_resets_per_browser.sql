-- Security review 3, U4: one reset code per address AND browser (the short-lived `reset_browser`
-- cookie's SHA-256), so a stranger's request neither replaces nor burns the code the owner asked for in
-- their own browser. Rows without a browser (codes asked before this change, 10 minutes each) are dropped.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_password_resets` (
	`email` text NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_sent_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`browser_hash` text NOT NULL,
	PRIMARY KEY(`email`, `browser_hash`)
);
--> statement-breakpoint
INSERT INTO `__new_password_resets`("email", "code_hash", "expires_at", "attempts", "last_sent_at", "created_at", "browser_hash") SELECT "email", "code_hash", "expires_at", "attempts", "last_sent_at", "created_at", "browser_hash" FROM `password_resets` WHERE "browser_hash" IS NOT NULL;--> statement-breakpoint
DROP TABLE `password_resets`;--> statement-breakpoint
ALTER TABLE `__new_password_resets` RENAME TO `password_resets`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `password_resets_expires_idx` ON `password_resets` (`expires_at`);
