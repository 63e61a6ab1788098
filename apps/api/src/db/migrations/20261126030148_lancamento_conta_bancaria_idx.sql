-- The bank statement's detailed mode matches an account's reconciled lines to its settled entries of the range
-- (extrato-queries.ts readLancamentosDaConta: status = 'liquidado', conta_bancaria_id = $1, data_pagamento between):
-- without an index that was a scan of the tenant's whole ledger (~5 s at 11M rows). Partial, so open entries and
-- entries without a bank account cost the ledger's COPY nothing.
CREATE INDEX "lancamento_conta_bancaria_pagamento_idx" ON "lancamento" USING btree ("cliente_id","conta_bancaria_id","data_pagamento") WHERE "lancamento"."status" = 'liquidado' and "lancamento"."conta_bancaria_id" is not null;