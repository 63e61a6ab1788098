-- NPS answers are tenant data: the same forced row-level security as every tenant table (see the rls
-- migration). nps_campanha has no cliente_id: campaigns are product-wide and every tenant reads them.
ALTER TABLE "nps_resposta" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "nps_resposta" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "nps_resposta" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
-- Campaigns are data, not code: a new campaign is a new row. Spec 000 §9: the December 2023 campaign is
-- shown for 16 days from 5 December (5 to 20 December, "fim" inclusive); that window is past, so the
-- current product year's December campaign is seeded beside it. Fixed ids (UUIDv7 stamped with the first
-- day) keep the "viewed" flag the SPA keeps per campaign stable across environments.
INSERT INTO "nps_campanha" ("id", "nome", "inicio", "fim", "ativo") VALUES
	('018c3746-4000-7238-bd06-3ce3f2aabe99', 'NPS Dezembro 2023', '2023-12-05', '2023-12-20', true),
	('01a24380-2000-7398-ae52-337cd3f9b0ec', 'NPS Dezembro 2026', '2026-12-05', '2026-12-20', true)
ON CONFLICT ("id") DO NOTHING;
