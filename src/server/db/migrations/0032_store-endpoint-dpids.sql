ALTER TABLE "store_endpoints" ALTER COLUMN "party_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "store_endpoints" ADD COLUMN "extra_party_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The default endpoints were seeded (0013) with made-up party ids that are no DPIDs. Where a store
-- publishes its DPID the endpoint gets it (domain/deliveries.ts PUBLISHED_STORE_DPIDS); every other
-- one has none until the admin enters the store's. An id an admin entered is left as it is.
UPDATE "store_endpoints" AS e SET "party_id" = CASE e."store_key"
    WHEN 'spotify' THEN 'PADPIDA2011072101T'
    WHEN 'youtube-music' THEN 'PADPIDA2013020802I'
  END
  FROM (VALUES
  ('spotify','PADPIDASPOTIFY'),('apple-music','PADPIDAAPPLEMUSIC'),('youtube-music','PADPIDAYOUTUBEMUSIC'),('amazon-music','PADPIDAAMAZONMUSIC'),
  ('deezer','PADPIDADEEZER'),('tidal','PADPIDATIDAL'),('tiktok','PADPIDATIKTOK'),('instagram-and-facebook','PADPIDAINSTAGRAMANDFACEBO'),
  ('jiosaavn','PADPIDAJIOSAAVN'),('gaana','PADPIDAGAANA'),('wynk-music','PADPIDAWYNKMUSIC'),('soundcloud','PADPIDASOUNDCLOUD'),
  ('pandora','PADPIDAPANDORA'),('iheartradio','PADPIDAIHEARTRADIO'),('anghami','PADPIDAANGHAMI'),('boomplay','PADPIDABOOMPLAY'),
  ('audiomack','PADPIDAAUDIOMACK'),('napster','PADPIDANAPSTER'),('kkbox','PADPIDAKKBOX'),('netease-cloud-music','PADPIDANETEASECLOUDMUSIC'),
  ('tencent-music','PADPIDATENCENTMUSIC'),('joox','PADPIDAJOOX'),('yandex-music','PADPIDAYANDEXMUSIC'),('shazam','PADPIDASHAZAM'),
  ('beatport','PADPIDABEATPORT'),('traxsource','PADPIDATRAXSOURCE'),('qobuz','PADPIDAQOBUZ'),('7digital','PADPIDA7DIGITAL'),
  ('snapchat','PADPIDASNAPCHAT'),('hungama','PADPIDAHUNGAMA')
  ) AS seeded("store_key", "party_id")
  WHERE e."store_key" = seeded."store_key" AND e."party_id" = seeded."party_id";
