-- Partial indexes of the ledger for the cash flow's reads by day (db/schema/lancamento.ts): the detail's page by cash
-- day (open entries by due date, settled entries without a bank account by payment date; settled entries with one
-- are read through lancamento_conta_bancaria_pagamento_idx) and 'Valores nos dias originais' (settled entries paid
-- off their due date, by payment and by due date). Each holds a small part of a ledger, so the ledger's COPY pays for
-- those rows only.
CREATE INDEX "lancamento_aberto_vencimento_idx" ON "lancamento" USING btree ("cliente_id","empresa_id","data_vencimento") WHERE "lancamento"."status" = 'aberto';--> statement-breakpoint
CREATE INDEX "lancamento_liquidado_sem_conta_pagamento_idx" ON "lancamento" USING btree ("cliente_id","empresa_id","data_pagamento") WHERE "lancamento"."status" = 'liquidado' and "lancamento"."conta_bancaria_id" is null;--> statement-breakpoint
CREATE INDEX "lancamento_pago_fora_do_vencimento_pagamento_idx" ON "lancamento" USING btree ("cliente_id","empresa_id","data_pagamento") WHERE "lancamento"."status" = 'liquidado' and "lancamento"."data_pagamento" <> "lancamento"."data_vencimento";--> statement-breakpoint
CREATE INDEX "lancamento_pago_fora_do_vencimento_vencimento_idx" ON "lancamento" USING btree ("cliente_id","empresa_id","data_vencimento") WHERE "lancamento"."status" = 'liquidado' and "lancamento"."data_pagamento" <> "lancamento"."data_vencimento";
