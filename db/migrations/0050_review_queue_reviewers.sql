ALTER TABLE `api_access` ADD `reviewer` text;--> statement-breakpoint
ALTER TABLE `sms_signatures` ADD `reviewer` text;