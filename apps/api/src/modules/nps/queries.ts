import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { npsCampanha, npsResposta } from '../../db/schema/index.ts';

const campanhaColumns = {
  id: npsCampanha.id,
  nome: npsCampanha.nome,
  inicio: npsCampanha.inicio,
  fim: npsCampanha.fim,
  ativo: npsCampanha.ativo,
};

/** The active campaign whose window (`fim` inclusive) holds `day`; the latest to start when several do. */
export async function findOpenCampanha(db: DatabaseOrTransaction, day: string) {
  const [row] = await db
    .select(campanhaColumns)
    .from(npsCampanha)
    .where(and(eq(npsCampanha.ativo, true), lte(npsCampanha.inicio, day), gte(npsCampanha.fim, day)))
    .orderBy(desc(npsCampanha.inicio), asc(npsCampanha.nome))
    .limit(1);
  return row ?? null;
}

export async function getCampanha(db: DatabaseOrTransaction, id: string) {
  const [row] = await db.select(campanhaColumns).from(npsCampanha).where(eq(npsCampanha.id, id));
  return row ?? null;
}

export type CampanhaRow = NonNullable<Awaited<ReturnType<typeof getCampanha>>>;

export function isCampanhaOpen(campanha: CampanhaRow, day: string): boolean {
  return campanha.ativo && campanha.inicio <= day && day <= campanha.fim;
}

/** Whether the user answered the campaign (run inside the user's tenant). */
export async function hasAnswered(
  tx: DatabaseOrTransaction,
  params: { clienteId: string; usuarioId: string; campanhaId: string },
): Promise<boolean> {
  const rows = await tx
    .select({ id: npsResposta.id })
    .from(npsResposta)
    .where(
      and(
        eq(npsResposta.clienteId, params.clienteId),
        eq(npsResposta.usuarioId, params.usuarioId),
        eq(npsResposta.campanhaId, params.campanhaId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
