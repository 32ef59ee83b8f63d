CREATE TABLE `sap_api_calls` (
	`id` integer PRIMARY KEY NOT NULL,
	`at` integer NOT NULL,
	`main_client_id` integer NOT NULL,
	`api` text NOT NULL,
	`params` text NOT NULL,
	`ok` integer NOT NULL,
	`message` text,
	`latency_ms` integer NOT NULL,
	`actor` text NOT NULL,
	`username` text NOT NULL,
	FOREIGN KEY (`main_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sap_api_calls_at` ON `sap_api_calls` (`at`);--> statement-breakpoint
CREATE INDEX `sap_api_calls_client_at` ON `sap_api_calls` (`main_client_id`,`at`);--> statement-breakpoint
CREATE TABLE `sap_host_ips` (
	`id` integer PRIMARY KEY NOT NULL,
	`host_id` integer NOT NULL,
	`ip` text NOT NULL,
	`first_seen` integer NOT NULL,
	`last_seen` integer NOT NULL,
	FOREIGN KEY (`host_id`) REFERENCES `sap_hosts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sap_host_ips_host` ON `sap_host_ips` (`host_id`,`first_seen`);--> statement-breakpoint
CREATE INDEX `sap_host_ips_first` ON `sap_host_ips` (`first_seen`);--> statement-breakpoint
ALTER TABLE `sap_hosts` ADD `pushed_at` integer;