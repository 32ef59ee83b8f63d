ALTER TABLE `cards` ADD `data_on` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `cards` ADD `sms_on` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `cards` ADD `voice_on` integer DEFAULT true NOT NULL;