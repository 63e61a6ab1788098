import {
  formatCnpj,
  OPCAO_IMPORTACAO_VALOR_MANUAL,
  rotulosTipoValorManual,
  valoresManuaisRotulos as rot,
  valoresManuaisMessages as msg,
  type importarValoresManuaisQuery,
  type ResultadoImportacaoValoresManuais,
} from '@matriz/contracts';
import type { z } from 'zod';
import { withTenant, type Database } from '../../db/index.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { blocoDoFiltro } from './export-modelo-valores-manuais.ts';
import { gravarValoresManuais, type ValorAGravar } from './gravar-valores-manuais.ts';
import {
  normalizarRotulo,
  type LinhaPlanilha,
  type PlanilhaValores,
} from './ler-planilha-valores-manuais.ts';
import { loadLinhaManual } from './load-linha-manual.ts';
import { alvoDaLoja, resolveLojasValorManual, type LojaValorManual } from './resolve-lojas-valor-manual.ts';

type Params = z.output<typeof importarValoresManuaisQuery>;
type Nota = { linha: number; texto: string };

/**
 * 400 when the file's header block names another kind, line, month or cost-centre mode than the filter. A block
 * that names the line but not the kind is a template of the actual values (downloaded before the budget existed).
 */
function conferirBloco(planilha: PlanilhaValores, esperado: readonly [string, string][]): void {
  const temLinha = planilha.bloco.has(normalizarRotulo(rot.linha));
  for (const [rotulo, valor] of esperado) {
    const noArquivo =
      planilha.bloco.get(normalizarRotulo(rotulo)) ??
      (rotulo === rot.tipo && temLinha ? rotulosTipoValorManual.realizado : undefined);
    if (noArquivo !== undefined && normalizarRotulo(noArquivo) !== normalizarRotulo(valor))
      throw badRequest(msg.arquivoDeOutroFiltro(rotulo, noArquivo, valor), 'file');
  }
}

/** The store a row names among the filter's, or the note saying why none. */
function lojaDaLinha(
  l: LinhaPlanilha,
  porCnpj: Map<string, LojaValorManual[]>,
): { loja: LojaValorManual } | { nota: string } {
  if (l.cnpj === null) return { nota: msg.notaSemCnpj };
  const candidatas = porCnpj.get(l.cnpj) ?? [];
  const cnpj = formatCnpj(l.cnpj);
  if (candidatas.length === 0) return { nota: msg.notaEmpresaDesconhecida(l.cnpjTexto || cnpj) };
  const doCodigo = l.codigoLoja === null ? [] : candidatas.filter((c) => c.codigoLoja === l.codigoLoja);
  if (candidatas.length > 1 && doCodigo.length !== 1) return { nota: msg.notaCnpjAmbiguo(cnpj) };
  const loja = candidatas.length > 1 ? doCodigo[0]! : candidatas[0]!;
  if (l.codigoLoja !== null && loja.codigoLoja !== null && loja.codigoLoja !== l.codigoLoja)
    return { nota: msg.notaCodigoDiferente(l.codigoLoja, cnpj) };
  if (loja.motivoBloqueio) return { nota: loja.motivoBloqueio };
  return { loja };
}

/**
 * Each row with a value to a store of the filter and its centavos, or a note naming the row and the problem: no or
 * unknown CNPJ (a store outside the filter or the user's scope is unknown here), an ambiguous one, a code that is not
 * the store's, no active default cost centre, a value that is no number, a formula, more than 2 decimals, or a store named
 * by more than one row (all its rows noted: which value is right cannot be told).
 */
function validarLinhas(planilha: PlanilhaValores, lojas: readonly LojaValorManual[]) {
  const porCnpj = new Map<string, LojaValorManual[]>();
  for (const l of lojas) porCnpj.set(l.cnpj, [...(porCnpj.get(l.cnpj) ?? []), l]);
  const notas: Nota[] = [];
  const boas: { linha: number; loja: LojaValorManual; valor: bigint }[] = [];
  const linhasDaLoja = new Map<string, number[]>();
  for (const l of planilha.linhas) {
    const achada = lojaDaLinha(l, porCnpj);
    if ('loja' in achada)
      linhasDaLoja.set(achada.loja.id, [...(linhasDaLoja.get(achada.loja.id) ?? []), l.numero]);
    if ('nota' in achada) notas.push({ linha: l.numero, texto: achada.nota });
    else if ('erro' in l.valor) notas.push({ linha: l.numero, texto: l.valor.erro });
    else boas.push({ linha: l.numero, loja: achada.loja, valor: l.valor.centavos });
  }
  const validas = boas.filter((b) => {
    const linhas = linhasDaLoja.get(b.loja.id) ?? [];
    if (linhas.length > 1) notas.push({ linha: b.linha, texto: msg.notaRepetida(linhas) });
    return linhas.length === 1;
  });
  // a repeated store's rows with another problem already carry a note: one note per row
  const porLinha = new Map<number, string>();
  for (const n of notas.sort((a, b) => a.linha - b.linha))
    if (!porLinha.has(n.linha)) porLinha.set(n.linha, n.texto);
  return { validas, notas: [...porLinha].map(([linha, texto]) => msg.nota(linha, texto)) };
}

/**
 * Manual-value spreadsheet upload (spec 001 §2.1, §3; issue 11 §2): the rows of a filled template are matched to
 * the filter's stores by CNPJ (and store code), validated one by one, and written in one transaction on the
 * table's unique key — `opcao` 1 keeps values already there, 2 overwrites them. All or nothing: with any note
 * nothing is written, unless `inserirValidos` (then the good rows are). A malformed file was refused before
 * (lerPlanilhaValoresManuais); a file of another line, month or cost-centre mode is refused here (400).
 */
export function importValoresManuais(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  p: Params,
  planilha: PlanilhaValores,
): Promise<ResultadoImportacaoValoresManuais> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const linha = await loadLinhaManual(tx, auth.clienteId, p);
    const lojas = await resolveLojasValorManual(
      tx,
      { clienteId: auth.clienteId, usuarioId: auth.usuarioId, usarCentroPadrao: p.UsarCentroDeCustoPadrao },
      scope,
      p,
    );
    conferirBloco(planilha, blocoDoFiltro(linha, p));
    const { validas, notas } = validarLinhas(planilha, lojas);
    const resultado = { totalRegistros: planilha.linhas.length, totalNotas: notas.length, notas };
    if (notas.length > 0 && !p.inserirValidos) return { ...resultado, totalInseridos: 0 };
    const valores: ValorAGravar[] = validas.map((v) => ({ ...alvoDaLoja(v.loja), valor: v.valor }));
    const gravados = await gravarValoresManuais(
      tx,
      {
        tipo: p.tipo,
        clienteId: auth.clienteId,
        linhaId: linha.id,
        mes: p.Competencia,
        usuarioId: auth.usuarioId,
      },
      valores,
      { sobrescrever: p.opcao === OPCAO_IMPORTACAO_VALOR_MANUAL.sobrescrever },
    );
    return { ...resultado, totalInseridos: gravados.length };
  });
}
