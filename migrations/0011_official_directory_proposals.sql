-- Experts' additions and corrections to the official-contacts directory (content/official-directory.ts,
-- docs/official-directory.md). A proposal shows on /official-contacts only once another expert approves it.
CREATE TABLE `official_directory_proposals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entry_id` text NOT NULL,
	`action` text NOT NULL,
	`entry_json` text,
	`note` text NOT NULL,
	`proposed_by` text NOT NULL REFERENCES `users`(`id`) ON DELETE cascade,
	`status` text DEFAULT 'pending' NOT NULL,
	`reviewed_by` text REFERENCES `users`(`id`) ON DELETE set null,
	`reviewed_at` integer,
	`review_note` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `official_directory_proposals_status_idx` ON `official_directory_proposals` (`status`, `reviewed_at`);
