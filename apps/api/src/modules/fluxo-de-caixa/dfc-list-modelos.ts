import type { ModeloFluxoOpcao } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';

/** GET cash-flow models (spec 001 §7): the cliente's active flow models, the default first, then by name. */
export function listModelosFluxo(db: Database, auth: AuthContext): Promise<ModeloFluxoOpcao[]> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const { rows } = await tx.execute<{ id: string; nome: string; padrao: boolean }>(sql`
      select id, nome, padrao from modelo_dfc
      where cliente_id = ${auth.clienteId} and ativo
      order by padrao desc, lower(nome), id`);
    return rows.map((r) => ({ id: r.id, nome: r.nome, padrao: r.padrao }));
  });
}
