import type { editarValorManualInput, EditarValorManualOutput } from '@matriz/contracts';
import type { z } from 'zod';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { gravarValoresManuais, removerValorManual } from './gravar-valores-manuais.ts';
import { loadLinhaManual } from './load-linha-manual.ts';
import { alvoDaLoja, loadLojaValorManual } from './resolve-lojas-valor-manual.ts';

type Params = z.output<typeof editarValorManualInput>;

/**
 * POST update manual value (spec 001 §7): the value of one store for the manual line and month — of the store as
 * a whole, or of its default cost centre with UsarCentroDeCustoPadrao — written on the table's unique key with
 * the user as its author (the DRE's details say who set it), or removed when `valor` is null. Answers the value's
 * `_id` (null after a removal). The DRE reads the table directly, so the value counts in its next search.
 */
export function updateValorManual(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  p: Params,
): Promise<EditarValorManualOutput> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const linha = await loadLinhaManual(tx, auth.clienteId, p);
    const loja = await loadLojaValorManual(
      tx,
      { clienteId: auth.clienteId, usuarioId: auth.usuarioId, usarCentroPadrao: p.UsarCentroDeCustoPadrao },
      scope,
      p.EmpresaId,
    );
    const destino = { tipo: p.tipo, clienteId: auth.clienteId, linhaId: linha.id, mes: p.Competencia };
    const alvo = alvoDaLoja(loja);
    if (p.valor === null) {
      await removerValorManual(tx, destino, alvo);
      return { _id: null };
    }
    const [gravado] = await gravarValoresManuais(
      tx,
      { ...destino, usuarioId: auth.usuarioId },
      [{ ...alvo, valor: p.valor }],
      { sobrescrever: true },
    );
    return { _id: gravado?.id ?? null };
  });
}
