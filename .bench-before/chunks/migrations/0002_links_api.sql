CREATE TABLE "click_days" (
	"link_id" integer NOT NULL,
	"day" date NOT NULL,
	"clicks" integer NOT NULL,
	CONSTRAINT "click_days_link_id_day_pk" PRIMARY KEY("link_id","day")
);
--> statement-breakpoint
CREATE TABLE "click_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"referrer" text NOT NULL,
	"browser" text NOT NULL,
	"os" text NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"visitor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "click_totals" (
	"link_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"clicks" integer NOT NULL,
	CONSTRAINT "click_totals_link_id_dimension_value_pk" PRIMARY KEY("link_id","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "click_visitors" (
	"link_id" integer NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "click_visitors_link_id_visitor_pk" PRIMARY KEY("link_id","visitor")
);
--> statement-breakpoint
CREATE TABLE "link_pixels" (
	"link_id" integer NOT NULL,
	"pixel_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "link_pixels_link_id_pixel_id_pk" PRIMARY KEY("link_id","pixel_id")
);
--> statement-breakpoint
ALTER TABLE "links" DROP CONSTRAINT "links_alias_unique";--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "qr" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "custom" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "domain" text;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "expiry" date;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "type" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "status" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "meta_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "meta_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "meta_image" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "geo_target" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "device_target" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "language_target" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "parameters" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "unique_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "click_days" ADD CONSTRAINT "click_days_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_events" ADD CONSTRAINT "click_events_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_totals" ADD CONSTRAINT "click_totals_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_visitors" ADD CONSTRAINT "click_visitors_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_pixels" ADD CONSTRAINT "link_pixels_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_pixels" ADD CONSTRAINT "link_pixels_pixel_id_pixels_id_fk" FOREIGN KEY ("pixel_id") REFERENCES "public"."pixels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "click_events_link_at" ON "click_events" USING btree ("link_id","at");--> statement-breakpoint
CREATE INDEX "link_pixels_pixel" ON "link_pixels" USING btree ("pixel_id");--> statement-breakpoint
CREATE INDEX "links_user_clicks" ON "links" USING btree ("user_id","clicks","id");--> statement-breakpoint
CREATE UNIQUE INDEX "links_host_alias" ON "links" USING btree (coalesce("domain", ''),"alias");--> statement-breakpoint
CREATE INDEX "qr_link" ON "qr_codes" USING btree ("link_id");;--> statement-breakpoint
-- Every insert into click_events, one click or a batch, is folded into the rollups and the counters in
-- the same transaction: statistics read the rollups and never scan the events. Rows are upserted in
-- key order so that concurrent inserts lock in the same order and cannot deadlock.
CREATE FUNCTION click_events_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO click_totals (link_id, dimension, value, clicks)
    SELECT f.link_id, d.dimension, d.value, count(*)::int
    FROM fresh f
    CROSS JOIN LATERAL (VALUES ('country', f.country), ('referrer', f.referrer), ('browser', f.browser), ('os', f.os), ('language', f.language)) AS d(dimension, value)
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (link_id, dimension, value) DO UPDATE SET clicks = click_totals.clicks + excluded.clicks;

  INSERT INTO click_days (link_id, day, clicks)
    SELECT link_id, (at AT TIME ZONE 'UTC')::date, count(*)::int FROM fresh GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (link_id, day) DO UPDATE SET clicks = click_days.clicks + excluded.clicks;

  WITH new_visitors AS (
    INSERT INTO click_visitors (link_id, visitor)
      SELECT DISTINCT link_id, visitor FROM fresh ORDER BY 1, 2
    ON CONFLICT DO NOTHING
    RETURNING link_id
  ), uniques AS (
    SELECT link_id, count(*)::int AS n FROM new_visitors GROUP BY 1
  ), totals AS (
    SELECT link_id, count(*)::int AS n FROM fresh GROUP BY 1
  )
  UPDATE links SET clicks = links.clicks + totals.n, unique_clicks = links.unique_clicks + coalesce(uniques.n, 0)
  FROM totals LEFT JOIN uniques USING (link_id)
  WHERE links.id = totals.link_id;

  UPDATE qr_codes SET scans = qr_codes.scans + t.n
  FROM (SELECT link_id, count(*)::int AS n FROM fresh GROUP BY 1) t
  WHERE qr_codes.link_id = t.link_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER click_events_rollup AFTER INSERT ON click_events
  REFERENCING NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION click_events_rollup();--> statement-breakpoint
-- The links of dynamic QR codes belong to their codes (L1).
UPDATE links SET qr = true WHERE id IN (SELECT link_id FROM qr_codes WHERE link_id IS NOT NULL);--> statement-breakpoint
UPDATE links SET custom = false;--> statement-breakpoint
-- Every recorded scan becomes a click of its code's link, which the trigger counts again. A code's
-- counter is its link's clicks from now on: it starts from the link's earlier clicks (visits of
-- /<token>, a counter without events, kept) and the migrated scans are added to both.
UPDATE qr_codes SET scans = links.clicks FROM links WHERE links.id = qr_codes.link_id;--> statement-breakpoint
INSERT INTO click_events (link_id, at, country, referrer, browser, os, language, visitor)
  SELECT q.link_id, s.created,
    coalesce(m.code, CASE lower(s.country) WHEN 'uk' THEN 'GB' WHEN 'usa' THEN 'US' WHEN 'turkey' THEN 'TR' ELSE '' END),
    s.referrer, s.browser, s.os, '', s.visitor
  FROM qr_scans s
  JOIN qr_codes q ON q.id = s.qr_id AND q.link_id IS NOT NULL
  LEFT JOIN (VALUES
    ('andorra', 'AD'), ('united arab emirates', 'AE'), ('afghanistan', 'AF'), ('antigua & barbuda', 'AG'), ('anguilla', 'AI'), ('albania', 'AL'), ('armenia', 'AM'), ('angola', 'AO'),
    ('antarctica', 'AQ'), ('argentina', 'AR'), ('american samoa', 'AS'), ('austria', 'AT'), ('australia', 'AU'), ('aruba', 'AW'), ('åland islands', 'AX'), ('azerbaijan', 'AZ'),
    ('bosnia & herzegovina', 'BA'), ('barbados', 'BB'), ('bangladesh', 'BD'), ('belgium', 'BE'), ('burkina faso', 'BF'), ('bulgaria', 'BG'), ('bahrain', 'BH'), ('burundi', 'BI'),
    ('benin', 'BJ'), ('st. barthélemy', 'BL'), ('bermuda', 'BM'), ('brunei', 'BN'), ('bolivia', 'BO'), ('caribbean netherlands', 'BQ'), ('brazil', 'BR'), ('bahamas', 'BS'),
    ('bhutan', 'BT'), ('bouvet island', 'BV'), ('botswana', 'BW'), ('belarus', 'BY'), ('belize', 'BZ'), ('canada', 'CA'), ('cocos (keeling) islands', 'CC'), ('congo - kinshasa', 'CD'),
    ('central african republic', 'CF'), ('congo - brazzaville', 'CG'), ('switzerland', 'CH'), ('côte d’ivoire', 'CI'), ('cook islands', 'CK'), ('chile', 'CL'), ('cameroon', 'CM'), ('china', 'CN'),
    ('colombia', 'CO'), ('costa rica', 'CR'), ('cuba', 'CU'), ('cape verde', 'CV'), ('curaçao', 'CW'), ('christmas island', 'CX'), ('cyprus', 'CY'), ('czechia', 'CZ'),
    ('germany', 'DE'), ('djibouti', 'DJ'), ('denmark', 'DK'), ('dominica', 'DM'), ('dominican republic', 'DO'), ('algeria', 'DZ'), ('ecuador', 'EC'), ('estonia', 'EE'),
    ('egypt', 'EG'), ('western sahara', 'EH'), ('eritrea', 'ER'), ('spain', 'ES'), ('ethiopia', 'ET'), ('finland', 'FI'), ('fiji', 'FJ'), ('falkland islands', 'FK'),
    ('micronesia', 'FM'), ('faroe islands', 'FO'), ('france', 'FR'), ('gabon', 'GA'), ('united kingdom', 'GB'), ('grenada', 'GD'), ('georgia', 'GE'), ('french guiana', 'GF'),
    ('guernsey', 'GG'), ('ghana', 'GH'), ('gibraltar', 'GI'), ('greenland', 'GL'), ('gambia', 'GM'), ('guinea', 'GN'), ('guadeloupe', 'GP'), ('equatorial guinea', 'GQ'),
    ('greece', 'GR'), ('south georgia & south sandwich islands', 'GS'), ('guatemala', 'GT'), ('guam', 'GU'), ('guinea-bissau', 'GW'), ('guyana', 'GY'), ('hong kong sar china', 'HK'), ('heard & mcdonald islands', 'HM'),
    ('honduras', 'HN'), ('croatia', 'HR'), ('haiti', 'HT'), ('hungary', 'HU'), ('indonesia', 'ID'), ('ireland', 'IE'), ('israel', 'IL'), ('isle of man', 'IM'),
    ('india', 'IN'), ('british indian ocean territory', 'IO'), ('iraq', 'IQ'), ('iran', 'IR'), ('iceland', 'IS'), ('italy', 'IT'), ('jersey', 'JE'), ('jamaica', 'JM'),
    ('jordan', 'JO'), ('japan', 'JP'), ('kenya', 'KE'), ('kyrgyzstan', 'KG'), ('cambodia', 'KH'), ('kiribati', 'KI'), ('comoros', 'KM'), ('st. kitts & nevis', 'KN'),
    ('north korea', 'KP'), ('south korea', 'KR'), ('kuwait', 'KW'), ('cayman islands', 'KY'), ('kazakhstan', 'KZ'), ('laos', 'LA'), ('lebanon', 'LB'), ('st. lucia', 'LC'),
    ('liechtenstein', 'LI'), ('sri lanka', 'LK'), ('liberia', 'LR'), ('lesotho', 'LS'), ('lithuania', 'LT'), ('luxembourg', 'LU'), ('latvia', 'LV'), ('libya', 'LY'),
    ('morocco', 'MA'), ('monaco', 'MC'), ('moldova', 'MD'), ('montenegro', 'ME'), ('st. martin', 'MF'), ('madagascar', 'MG'), ('marshall islands', 'MH'), ('north macedonia', 'MK'),
    ('mali', 'ML'), ('myanmar (burma)', 'MM'), ('mongolia', 'MN'), ('macao sar china', 'MO'), ('northern mariana islands', 'MP'), ('martinique', 'MQ'), ('mauritania', 'MR'), ('montserrat', 'MS'),
    ('malta', 'MT'), ('mauritius', 'MU'), ('maldives', 'MV'), ('malawi', 'MW'), ('mexico', 'MX'), ('malaysia', 'MY'), ('mozambique', 'MZ'), ('namibia', 'NA'),
    ('new caledonia', 'NC'), ('niger', 'NE'), ('norfolk island', 'NF'), ('nigeria', 'NG'), ('nicaragua', 'NI'), ('netherlands', 'NL'), ('norway', 'NO'), ('nepal', 'NP'),
    ('nauru', 'NR'), ('niue', 'NU'), ('new zealand', 'NZ'), ('oman', 'OM'), ('panama', 'PA'), ('peru', 'PE'), ('french polynesia', 'PF'), ('papua new guinea', 'PG'),
    ('philippines', 'PH'), ('pakistan', 'PK'), ('poland', 'PL'), ('st. pierre & miquelon', 'PM'), ('pitcairn islands', 'PN'), ('puerto rico', 'PR'), ('palestinian territories', 'PS'), ('portugal', 'PT'),
    ('palau', 'PW'), ('paraguay', 'PY'), ('qatar', 'QA'), ('réunion', 'RE'), ('romania', 'RO'), ('serbia', 'RS'), ('russia', 'RU'), ('rwanda', 'RW'),
    ('saudi arabia', 'SA'), ('solomon islands', 'SB'), ('seychelles', 'SC'), ('sudan', 'SD'), ('sweden', 'SE'), ('singapore', 'SG'), ('st. helena', 'SH'), ('slovenia', 'SI'),
    ('svalbard & jan mayen', 'SJ'), ('slovakia', 'SK'), ('sierra leone', 'SL'), ('san marino', 'SM'), ('senegal', 'SN'), ('somalia', 'SO'), ('suriname', 'SR'), ('south sudan', 'SS'),
    ('são tomé & príncipe', 'ST'), ('el salvador', 'SV'), ('sint maarten', 'SX'), ('syria', 'SY'), ('eswatini', 'SZ'), ('turks & caicos islands', 'TC'), ('chad', 'TD'), ('french southern territories', 'TF'),
    ('togo', 'TG'), ('thailand', 'TH'), ('tajikistan', 'TJ'), ('tokelau', 'TK'), ('timor-leste', 'TL'), ('turkmenistan', 'TM'), ('tunisia', 'TN'), ('tonga', 'TO'),
    ('türkiye', 'TR'), ('trinidad & tobago', 'TT'), ('tuvalu', 'TV'), ('taiwan', 'TW'), ('tanzania', 'TZ'), ('ukraine', 'UA'), ('uganda', 'UG'), ('u.s. outlying islands', 'UM'),
    ('united states', 'US'), ('uruguay', 'UY'), ('uzbekistan', 'UZ'), ('vatican city', 'VA'), ('st. vincent & grenadines', 'VC'), ('venezuela', 'VE'), ('british virgin islands', 'VG'), ('u.s. virgin islands', 'VI'),
    ('vietnam', 'VN'), ('vanuatu', 'VU'), ('wallis & futuna', 'WF'), ('samoa', 'WS'), ('kosovo', 'XK'), ('yemen', 'YE'), ('mayotte', 'YT'), ('south africa', 'ZA'),
    ('zambia', 'ZM'), ('zimbabwe', 'ZW')
  ) AS m(name, code) ON m.name = lower(s.country) OR m.code = upper(s.country)
  ORDER BY s.id;--> statement-breakpoint
DROP TABLE "qr_scans" CASCADE;