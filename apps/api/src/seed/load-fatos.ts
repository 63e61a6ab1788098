import type { Transaction } from '../db/index.ts';
import {
  ingestEstoqueAjustes,
  ingestEstoqueEntradas,
  ingestEstoquePosicoes,
  ingestExtrato,
  ingestLancamentos,
  upsertSaldosBancarios,
  upsertValoresManuais,
  upsertValoresPdv,
} from '../modules/ingestion/index.ts';
import type { ExtratoInput, SaldoBancarioInput } from '../modules/ingestion/types.ts';
import { addDays, type Mes } from './calendar.ts';
import type { FatosLojaMes } from './fatos-types.ts';
import type { ClienteGerado } from './generate.ts';
import type { IsoDate } from './types.ts';

export const CHUNK_LANCAMENTOS = 20_000;

export interface ContagemFatos {
  lancamentos: number;
  extrato: number;
  saldos: number;
  estoqueEntradas: number;
  estoquePosicoes: number;
  estoqueAjustes: number;
  pdv: number;
  valoresManuais: number;
}

export interface OpcoesFatos {
  origem: string;
  meses: Mes[];
  today: IsoDate;
  extratoDesde: IsoDate;
  /** Only these grupos (another worker loads the others). */
  grupoIds?: ReadonlySet<string>;
  /** Called after each chunk is written, with what that chunk wrote. */
  progresso?: (lojaMeses: number, escrito: ContagemFatos) => void;
}

class Lote {
  lancamentos: FatosLojaMes['lancamentos'] = [];
  extrato: ExtratoInput[] = [];
  saldos: SaldoBancarioInput[] = [];
  entradas: FatosLojaMes['estoqueEntradas'] = [];
  posicoes: FatosLojaMes['estoquePosicoes'] = [];
  ajustes: FatosLojaMes['estoqueAjustes'] = [];
  pdv: FatosLojaMes['pdv'] = [];
  manuais: FatosLojaMes['valoresManuais'] = [];
  lojaMeses = 0;

  add(f: FatosLojaMes): void {
    for (const l of f.lancamentos) this.lancamentos.push(l);
    for (const e of f.estoqueEntradas) this.entradas.push(e);
    for (const p of f.estoquePosicoes) this.posicoes.push(p);
    for (const a of f.estoqueAjustes) this.ajustes.push(a);
    for (const p of f.pdv) this.pdv.push(p);
    for (const m of f.valoresManuais) this.manuais.push(m);
    this.lojaMeses++;
  }
}

/**
 * Bank balances of one grupo's accounts: the settled flows by month and the statement lines, so that
 * month-end balances and the statement's running balance agree with the ledger.
 */
class SaldosDoGrupo {
  private fluxoPorMes = new Map<string, Map<string, bigint>>();
  private antesDoExtrato = new Map<string, bigint>();
  private linhas = new Map<string, ExtratoInput[]>();

  constructor(private readonly desde: IsoDate) {}

  add(f: FatosLojaMes): void {
    for (const l of f.lancamentos) {
      if (l.status !== 'liquidado' || !l.contaBancariaId || !l.dataPagamento) continue;
      const porMes = this.fluxoPorMes.get(l.contaBancariaId) ?? new Map<string, bigint>();
      const mes = l.dataPagamento.slice(0, 7);
      porMes.set(mes, (porMes.get(mes) ?? 0n) + l.valor);
      this.fluxoPorMes.set(l.contaBancariaId, porMes);
      if (l.dataPagamento < this.desde) {
        this.antesDoExtrato.set(
          l.contaBancariaId,
          (this.antesDoExtrato.get(l.contaBancariaId) ?? 0n) + l.valor,
        );
      }
    }
    for (const e of f.extrato) {
      const lista = this.linhas.get(e.contaBancariaId) ?? [];
      lista.push(e);
      this.linhas.set(e.contaBancariaId, lista);
    }
  }

  /** Opening balance the day before the span, each month-end (today for the current month), and the statement. */
  fechar(contas: ClienteGerado['contasBancarias'], meses: Mes[], today: IsoDate, lote: Lote): void {
    for (const conta of contas) {
      const porMes = this.fluxoPorMes.get(conta.id) ?? new Map<string, bigint>();
      let saldo = conta.saldoInicial;
      lote.saldos.push({
        contaBancariaId: conta.id,
        data: addDays(meses[0]!.inicio, -1),
        saldo,
        observacao: 'Saldo de abertura',
      });
      for (const mes of meses) {
        saldo += porMes.get(mes.inicio.slice(0, 7)) ?? 0n;
        const fim = addDays(mes.inicio, mes.dias - 1);
        lote.saldos.push({
          contaBancariaId: conta.id,
          data: fim < today ? fim : today,
          saldo,
          observacao: null,
        });
      }
      let corrente = conta.saldoInicial + (this.antesDoExtrato.get(conta.id) ?? 0n);
      const linhas = (this.linhas.get(conta.id) ?? []).sort((a, b) =>
        a.data < b.data ? -1 : a.data > b.data ? 1 : a.idExterno < b.idExterno ? -1 : 1,
      );
      for (const linha of linhas) {
        corrente += linha.valor;
        lote.extrato.push({ ...linha, saldo: corrente });
      }
    }
  }
}

export const contagemVazia = (): ContagemFatos => ({
  lancamentos: 0,
  extrato: 0,
  saldos: 0,
  estoqueEntradas: 0,
  estoquePosicoes: 0,
  estoqueAjustes: 0,
  pdv: 0,
  valoresManuais: 0,
});

async function escrever(
  tx: Transaction,
  clienteId: string,
  lote: Lote,
  origem: string,
): Promise<ContagemFatos> {
  return {
    lancamentos:
      // the DRE's rollups are rebuilt once the whole load is in (seed-cliente.ts): cheaper than per chunk
      (
        await ingestLancamentos(tx, clienteId, lote.lancamentos, {
          origem,
          chunkSize: CHUNK_LANCAMENTOS * 2,
          rollupsFranqueador: false,
        })
      ).inseridos,
    extrato: await ingestExtrato(tx, clienteId, lote.extrato),
    saldos: await upsertSaldosBancarios(tx, clienteId, lote.saldos),
    estoqueEntradas: await ingestEstoqueEntradas(tx, clienteId, lote.entradas, origem),
    estoquePosicoes: await ingestEstoquePosicoes(tx, clienteId, lote.posicoes),
    estoqueAjustes: await ingestEstoqueAjustes(tx, clienteId, lote.ajustes, origem),
    pdv: await upsertValoresPdv(tx, clienteId, lote.pdv),
    valoresManuais: await upsertValoresManuais(tx, clienteId, lote.manuais),
  };
}

export function somar(a: ContagemFatos, b: ContagemFatos): ContagemFatos {
  const out = { ...a };
  for (const k of Object.keys(out) as (keyof ContagemFatos)[]) out[k] += b[k];
  return out;
}

/**
 * Streams the cliente's facts into the database in chunks of about 20,000 ledger rows. While one
 * chunk is being written, the next one is generated: the database and the generator overlap.
 */
export async function loadFatos(tx: Transaction, c: ClienteGerado, o: OpcoesFatos): Promise<ContagemFatos> {
  let total = contagemVazia();
  const grupoDe = new Map(c.empresas.map((e) => [e.id, e.grupoId]));
  let lote = new Lote();
  let pendente: Promise<void> = Promise.resolve();
  let grupoAtual: string | null = null;
  let saldos = new SaldosDoGrupo(o.extratoDesde);
  const fecharGrupo = () => {
    if (grupoAtual)
      saldos.fechar(
        c.contasBancarias.filter((b) => b.grupoId === grupoAtual),
        o.meses,
        o.today,
        lote,
      );
    saldos = new SaldosDoGrupo(o.extratoDesde);
  };
  const despachar = async () => {
    const pronto = lote;
    lote = new Lote();
    await pendente;
    pendente = escrever(tx, c.id, pronto, o.origem).then((escrito) => {
      total = somar(total, escrito);
      o.progresso?.(pronto.lojaMeses, escrito);
    });
    // Keep the rejection observed: it is rethrown by the next `await pendente`.
    pendente.catch(() => {});
  };
  for (const f of c.fatos(o.grupoIds)) {
    const grupo = grupoDe.get(f.empresaId)!;
    if (grupo !== grupoAtual) {
      fecharGrupo();
      grupoAtual = grupo;
    }
    saldos.add(f);
    lote.add(f);
    if (lote.lancamentos.length >= CHUNK_LANCAMENTOS) await despachar();
  }
  fecharGrupo();
  await despachar();
  await pendente;
  return total;
}
