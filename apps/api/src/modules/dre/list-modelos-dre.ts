import type { ModeloDreOpcao } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';

/** GET DRE models (spec 001 §3, §7): the cliente's active models, the default first, then by name. */
export function listModelosDre(db: Database, auth: AuthContext): Promise<ModeloDreOpcao[]> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const { rows } = await tx.execute<{ id: string; nome: string; padrao: boolean }>(sql`
      select id, nome, padrao from modelo_dre
      where cliente_id = ${auth.clienteId} and ativo
      order by padrao desc, lower(nome), id`);
    return rows.map((r) => ({ id: r.id, nome: r.nome, padrao: r.padrao }));
  });
}
