CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"kind" text DEFAULT 'new' NOT NULL,
	"takedown_request_id" uuid,
	"state" text DEFAULT 'queued' NOT NULL,
	"batch_id" text,
	"message_id" text,
	"release_icpn" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_kind_check" CHECK ("deliveries"."kind" in ('new','takedown')),
	CONSTRAINT "deliveries_state_check" CHECK ("deliveries"."state" in ('queued','sending','delivered','acknowledged','failed'))
);
--> statement-breakpoint
CREATE TABLE "delivery_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"delivery_id" uuid,
	"release_id" uuid,
	"file_name" text NOT NULL,
	"message_id" text,
	"release_icpn" text,
	"status" text NOT NULL,
	"error_text" text,
	"proposed_action" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_acknowledgements_status_check" CHECK ("delivery_acknowledgements"."status" in ('ingested','error','invalid'))
);
--> statement-breakpoint
CREATE TABLE "delivery_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text DEFAULT 'running' NOT NULL,
	"error" text,
	CONSTRAINT "delivery_attempts_outcome_check" CHECK ("delivery_attempts"."outcome" in ('running','ok','error','refused'))
);
--> statement-breakpoint
CREATE TABLE "store_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_key" text NOT NULL,
	"name" text NOT NULL,
	"party_id" text NOT NULL,
	"protocol" text DEFAULT 'folder' NOT NULL,
	"host" text,
	"port" integer,
	"username" text,
	"secret_kind" text,
	"secret_sealed" text,
	"remote_path" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_endpoints_protocol_check" CHECK ("store_endpoints"."protocol" in ('sftp','s3','folder')),
	CONSTRAINT "store_endpoints_secret_kind_check" CHECK ("store_endpoints"."secret_kind" is null or "store_endpoints"."secret_kind" in ('password','private_key'))
);
--> statement-breakpoint
CREATE TABLE "takedown_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"store_ids" uuid[],
	"reason" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "takedown_requests_state_check" CHECK ("takedown_requests"."state" in ('pending','approved','rejected'))
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_release_id_music_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."music_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_endpoint_id_store_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."store_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_takedown_request_id_takedown_requests_id_fk" FOREIGN KEY ("takedown_request_id") REFERENCES "public"."takedown_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_acknowledgements" ADD CONSTRAINT "delivery_acknowledgements_endpoint_id_store_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."store_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_acknowledgements" ADD CONSTRAINT "delivery_acknowledgements_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_acknowledgements" ADD CONSTRAINT "delivery_acknowledgements_release_id_music_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."music_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takedown_requests" ADD CONSTRAINT "takedown_requests_release_id_music_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."music_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takedown_requests" ADD CONSTRAINT "takedown_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takedown_requests" ADD CONSTRAINT "takedown_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_release_idx" ON "deliveries" USING btree ("release_id","created_at");--> statement-breakpoint
CREATE INDEX "deliveries_endpoint_icpn_idx" ON "deliveries" USING btree ("endpoint_id","release_icpn");--> statement-breakpoint
CREATE INDEX "deliveries_state_idx" ON "deliveries" USING btree ("state","state_changed_at");--> statement-breakpoint
CREATE INDEX "deliveries_delivered_idx" ON "deliveries" USING btree ("delivered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_endpoint_batch_idx" ON "deliveries" USING btree ("endpoint_id","batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_acknowledgements_file_idx" ON "delivery_acknowledgements" USING btree ("endpoint_id","file_name");--> statement-breakpoint
CREATE INDEX "delivery_acknowledgements_release_idx" ON "delivery_acknowledgements" USING btree ("release_id","created_at");--> statement-breakpoint
CREATE INDEX "delivery_acknowledgements_open_idx" ON "delivery_acknowledgements" USING btree ("created_at") WHERE "delivery_acknowledgements"."status" = 'error' and "delivery_acknowledgements"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "delivery_attempts_delivery_idx" ON "delivery_attempts" USING btree ("delivery_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "store_endpoints_store_key_idx" ON "store_endpoints" USING btree ("store_key");--> statement-breakpoint
CREATE INDEX "takedown_requests_release_idx" ON "takedown_requests" USING btree ("release_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "takedown_requests_state_idx" ON "takedown_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "takedown_requests_pending_idx" ON "takedown_requests" USING btree ("release_id") WHERE "takedown_requests"."state" = 'pending';--> statement-breakpoint
-- The embedded default: one local-folder endpoint per store named on /stores, under DATA_DIR/deliveries/<store>/.
INSERT INTO "store_endpoints" ("store_key", "name", "party_id", "protocol", "remote_path") VALUES
  ('spotify', 'Spotify', 'PADPIDASPOTIFY', 'folder', 'deliveries/spotify'),
  ('apple-music', 'Apple Music', 'PADPIDAAPPLEMUSIC', 'folder', 'deliveries/apple-music'),
  ('youtube-music', 'YouTube Music', 'PADPIDAYOUTUBEMUSIC', 'folder', 'deliveries/youtube-music'),
  ('amazon-music', 'Amazon Music', 'PADPIDAAMAZONMUSIC', 'folder', 'deliveries/amazon-music'),
  ('deezer', 'Deezer', 'PADPIDADEEZER', 'folder', 'deliveries/deezer'),
  ('tidal', 'TIDAL', 'PADPIDATIDAL', 'folder', 'deliveries/tidal'),
  ('tiktok', 'TikTok', 'PADPIDATIKTOK', 'folder', 'deliveries/tiktok'),
  ('instagram-and-facebook', 'Instagram and Facebook', 'PADPIDAINSTAGRAMANDFACEBO', 'folder', 'deliveries/instagram-and-facebook'),
  ('jiosaavn', 'JioSaavn', 'PADPIDAJIOSAAVN', 'folder', 'deliveries/jiosaavn'),
  ('gaana', 'Gaana', 'PADPIDAGAANA', 'folder', 'deliveries/gaana'),
  ('wynk-music', 'Wynk Music', 'PADPIDAWYNKMUSIC', 'folder', 'deliveries/wynk-music'),
  ('soundcloud', 'SoundCloud', 'PADPIDASOUNDCLOUD', 'folder', 'deliveries/soundcloud'),
  ('pandora', 'Pandora', 'PADPIDAPANDORA', 'folder', 'deliveries/pandora'),
  ('iheartradio', 'iHeartRadio', 'PADPIDAIHEARTRADIO', 'folder', 'deliveries/iheartradio'),
  ('anghami', 'Anghami', 'PADPIDAANGHAMI', 'folder', 'deliveries/anghami'),
  ('boomplay', 'Boomplay', 'PADPIDABOOMPLAY', 'folder', 'deliveries/boomplay'),
  ('audiomack', 'Audiomack', 'PADPIDAAUDIOMACK', 'folder', 'deliveries/audiomack'),
  ('napster', 'Napster', 'PADPIDANAPSTER', 'folder', 'deliveries/napster'),
  ('kkbox', 'KKBox', 'PADPIDAKKBOX', 'folder', 'deliveries/kkbox'),
  ('netease-cloud-music', 'NetEase Cloud Music', 'PADPIDANETEASECLOUDMUSIC', 'folder', 'deliveries/netease-cloud-music'),
  ('tencent-music', 'Tencent Music', 'PADPIDATENCENTMUSIC', 'folder', 'deliveries/tencent-music'),
  ('joox', 'Joox', 'PADPIDAJOOX', 'folder', 'deliveries/joox'),
  ('yandex-music', 'Yandex Music', 'PADPIDAYANDEXMUSIC', 'folder', 'deliveries/yandex-music'),
  ('shazam', 'Shazam', 'PADPIDASHAZAM', 'folder', 'deliveries/shazam'),
  ('beatport', 'Beatport', 'PADPIDABEATPORT', 'folder', 'deliveries/beatport'),
  ('traxsource', 'Traxsource', 'PADPIDATRAXSOURCE', 'folder', 'deliveries/traxsource'),
  ('qobuz', 'Qobuz', 'PADPIDAQOBUZ', 'folder', 'deliveries/qobuz'),
  ('7digital', '7digital', 'PADPIDA7DIGITAL', 'folder', 'deliveries/7digital'),
  ('snapchat', 'Snapchat', 'PADPIDASNAPCHAT', 'folder', 'deliveries/snapchat'),
  ('hungama', 'Hungama', 'PADPIDAHUNGAMA', 'folder', 'deliveries/hungama')
ON CONFLICT ("store_key") DO NOTHING;
