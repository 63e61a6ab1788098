import {
  formatCnpj,
  type ListarValoresManuaisOutput,
  type ValoresManuaisFiltroParams,
} from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import { centavosToReais } from '../../lib/money.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { lerValoresManuais } from './gravar-valores-manuais.ts';
import { loadLinhaManual } from './load-linha-manual.ts';
import {
  alvoDaLoja,
  resolveLojasValorManual,
  temValorAMostrar,
  type LojaValorManual,
} from './resolve-lojas-valor-manual.ts';

/** 'CNPJ / código' as the Empresa column shows a store (the CNPJ alone when it has no code). */
export const rotuloDaEmpresa = (l: Pick<LojaValorManual, 'cnpj' | 'codigoLoja'>) =>
  l.codigoLoja ? `${formatCnpj(l.cnpj)} / ${l.codigoLoja}` : formatCnpj(l.cnpj);

/** 'legal name (CNPJ / código)': a store in an option list. */
export const rotuloDaEmpresaComNome = (l: Pick<LojaValorManual, 'nome' | 'cnpj' | 'codigoLoja'>) =>
  `${l.nome} (${rotuloDaEmpresa(l)})`;

/**
 * GET manual values list (spec 001 §3, §7): one row per store of the filter (resolveLojasValorManual), sorted by
 * legal name, with the value of the manual line in the month — of the store as a whole, or of its default cost
 * centre with UsarCentroDeCustoPadrao (an inactive one's shown, not editable) — in reais, or null when none was
 * typed.
 */
export function listValoresManuais(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  f: ValoresManuaisFiltroParams,
): Promise<ListarValoresManuaisOutput> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const linha = await loadLinhaManual(tx, auth.clienteId, f);
    const lojas = await resolveLojasValorManual(
      tx,
      { clienteId: auth.clienteId, usuarioId: auth.usuarioId, usarCentroPadrao: f.UsarCentroDeCustoPadrao },
      scope,
      f,
    );
    const valores = await lerValoresManuais(
      tx,
      { tipo: f.tipo, clienteId: auth.clienteId, linhaId: linha.id, mes: f.Competencia },
      lojas.filter(temValorAMostrar).map(alvoDaLoja),
    );
    return {
      valores: lojas.map((l, i) => {
        const v = valores.get(l.id);
        return {
          index: i + 1,
          _id: v?.id ?? null,
          empresaId: l.id,
          grupo: l.grupo,
          empresaNome: l.nome,
          cnpj: formatCnpj(l.cnpj),
          codigoLoja: l.codigoLoja,
          empresa: rotuloDaEmpresa(l),
          competencia: f.Competencia,
          valor: v ? centavosToReais(v.valor) : null,
          centroDeCusto: l.centroDeCustoNome,
          editavel: l.editavel,
        };
      }),
    };
  });
}
