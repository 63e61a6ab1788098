-- The monthly rollup's unique key (the ingestion's upsert target and the read index of the DRE's cost-centre path
-- and of the unmapped money with cost centres) carries the values it is read for, so those reads are index-only
-- scans instead of one heap page per row (INCLUDE, written by hand: Drizzle cannot declare it).
ALTER TABLE "lancamento_mensal" DROP CONSTRAINT "lancamento_mensal_chave_uq";
--> statement-breakpoint
ALTER TABLE "lancamento_mensal" ADD CONSTRAINT "lancamento_mensal_chave_uq" UNIQUE NULLS NOT DISTINCT("cliente_id","empresa_id","regime","mes","conta_franqueado_id","centro_de_custo_id","status") INCLUDE ("valor","quantidade");
