import type { NpsCampanha } from '@matriz/contracts';
import type { Database } from '../../db/index.ts';
import { getBusinessDate } from './calendar.ts';
import { findOpenCampanha } from './queries.ts';

/** GET active campaign: the campaign offered today (Brasília), or null outside every window. */
export async function getActiveCampanha(deps: { db: Database; now: Date }): Promise<NpsCampanha | null> {
  const campanha = await findOpenCampanha(deps.db, getBusinessDate(deps.now));
  if (!campanha) return null;
  return { id: campanha.id, nome: campanha.nome, inicio: campanha.inicio, fim: campanha.fim };
}
