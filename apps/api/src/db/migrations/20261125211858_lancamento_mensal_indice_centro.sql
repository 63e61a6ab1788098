-- The DRE with a cost-centre list (a filter, a cluster, a rule limited to cost centres) reads only those cost
-- centres' months of the monthly rollup, index-only: led by the cost centre, carrying what the read groups and sums
-- (INCLUDE, written by hand: Drizzle cannot declare it). Through the unique key it scanned every cost centre of the
-- stores that own them (about four times the entries on the bench network).
CREATE INDEX "lancamento_mensal_centro_idx" ON "lancamento_mensal" USING btree ("cliente_id","centro_de_custo_id","regime","mes") INCLUDE ("empresa_id","conta_franqueado_id","status","valor","quantidade") WHERE "lancamento_mensal"."centro_de_custo_id" is not null;
