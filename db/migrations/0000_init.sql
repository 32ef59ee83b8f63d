CREATE TABLE `cards` (
	`id` integer PRIMARY KEY NOT NULL,
	`client_id` integer NOT NULL,
	`main_client_id` integer NOT NULL,
	`iccid` text NOT NULL,
	`msisdn` text NOT NULL,
	`imsi` text NOT NULL,
	`eid` text,
	`imei` text,
	`oc_imsi` text,
	`o_iccid` text,
	`carrier` text NOT NULL,
	`status` text NOT NULL,
	`plan_id` integer NOT NULL,
	`usage_mb` real DEFAULT 0 NOT NULL,
	`activated_at` integer,
	`expires_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`main_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cards_iccid` ON `cards` (`iccid`);--> statement-breakpoint
CREATE UNIQUE INDEX `cards_msisdn` ON `cards` (`msisdn`);--> statement-breakpoint
CREATE UNIQUE INDEX `cards_imsi` ON `cards` (`imsi`);--> statement-breakpoint
CREATE INDEX `cards_eid` ON `cards` (`eid`) WHERE eid is not null;--> statement-breakpoint
CREATE INDEX `cards_oc_imsi` ON `cards` (`oc_imsi`) WHERE oc_imsi is not null;--> statement-breakpoint
CREATE INDEX `cards_o_iccid` ON `cards` (`o_iccid`) WHERE o_iccid is not null;--> statement-breakpoint
CREATE INDEX `cards_main_status` ON `cards` (`main_client_id`,`status`,`activated_at`);--> statement-breakpoint
CREATE INDEX `cards_client_status` ON `cards` (`client_id`,`status`,`activated_at`);--> statement-breakpoint
CREATE INDEX `cards_main_carrier` ON `cards` (`main_client_id`,`carrier`);--> statement-breakpoint
CREATE INDEX `cards_main_expires` ON `cards` (`main_client_id`,`expires_at`);--> statement-breakpoint
CREATE INDEX `cards_client_expires` ON `cards` (`client_id`,`expires_at`);--> statement-breakpoint
CREATE TABLE `clients` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`parent_id` integer,
	`main_id` integer NOT NULL,
	`balance_cents` integer DEFAULT 0 NOT NULL,
	`contact_name` text DEFAULT '' NOT NULL,
	`contact_phone` text DEFAULT '' NOT NULL,
	`contact_email` text DEFAULT '' NOT NULL,
	`need_sign` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `clients_parent` ON `clients` (`parent_id`);--> statement-breakpoint
CREATE TABLE `perm_group_codes` (
	`group_id` integer NOT NULL,
	`code` text NOT NULL,
	PRIMARY KEY(`group_id`, `code`),
	FOREIGN KEY (`group_id`) REFERENCES `perm_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `perm_groups` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`owner_client_id` integer
);
--> statement-breakpoint
CREATE TABLE `plans` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`carrier` text NOT NULL,
	`quota_mb` integer NOT NULL,
	`months` integer NOT NULL,
	`price_cents` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tokens` (
	`jti` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`acting_client_id` integer,
	`issued_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`acting_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `tokens_user` ON `tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `user_perm_overrides` (
	`user_id` integer NOT NULL,
	`code` text NOT NULL,
	`effect` text NOT NULL,
	PRIMARY KEY(`user_id`, `code`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`login_type` text NOT NULL,
	`client_id` integer,
	`group_id` integer,
	`phone` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`need_changed` integer DEFAULT false NOT NULL,
	`need_confirm` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`group_id`) REFERENCES `perm_groups`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username` ON `users` (`username`);