ALTER TABLE `callback_requests` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `locale` text DEFAULT 'en' NOT NULL;