import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { withTenant } from '../../db/index.ts';
import type { FatoDre, GraoDre, RegimeDre, SelecaoDre, StatusDre } from '../../engine/dre/types.ts';
import { criarRedeDre, type RedeDre } from './dre.fixtures.ts';
import { lerFatosDre } from './read-fatos-dre.ts';
import { lerNaoMapeadoPorGrupo } from './read-nao-mapeado-dre.ts';

/**
 * The DRE's facts (issue 10 §3): the same numbers through the franchisor-account rollup and through the monthly
 * rollup with its cost centres, both equal to the ledger mapped here in TypeScript, for every regime, status and
 * grain; the unmapped money per grupo; nothing for an empty store list or another tenant.
 */
let t: TestDatabase;
let rede: RedeDre;

interface Entrada {
  empresa: string;
  grupo: string;
  marca: string;
  conta: string;
  centro: string | null;
  meses: Record<RegimeDre, string>;
  status: string;
  valor: bigint;
}
let entradas: Entrada[];
/** `grupo|marca|conta franqueado` → franchisor account, for the approved mappings only. */
let mapa: Map<string, string>;

beforeAll(async () => {
  t = await createTestDatabase();
  rede = await criarRedeDre(t.ownerDb);
  await withTenant(t.ownerDb, rede.clienteId, async (tx) => {
    const l = await tx.execute<Record<string, string | null>>(sql`
      select l.empresa_id, e.grupo_id, e.marca_id, l.conta_franqueado_id, l.centro_de_custo_id, l.status,
        l.valor::text, to_char(l.data_competencia, 'YYYY-MM-01') as competencia,
        to_char(coalesce(l.data_pagamento, l.data_vencimento), 'YYYY-MM-01') as caixa
      from lancamento l join empresa e on e.id = l.empresa_id`);
    entradas = l.rows.map((r) => ({
      empresa: r.empresa_id!,
      grupo: r.grupo_id!,
      marca: r.marca_id!,
      conta: r.conta_franqueado_id!,
      centro: r.centro_de_custo_id ?? null,
      meses: { 1: r.competencia!, 2: r.caixa! },
      status: r.status!,
      valor: BigInt(r.valor!),
    }));
    const d = await tx.execute<Record<string, string>>(sql`select grupo_id, marca_id, conta_franqueado_id,
        conta_franqueador_id from de_para
      where status = 'aprovado' and conta_franqueado_id is not null and conta_franqueador_id is not null`);
    mapa = new Map(
      d.rows.map((r) => [`${r.grupo_id}|${r.marca_id}|${r.conta_franqueado_id}`, r.conta_franqueador_id!]),
    );
  });
});
afterAll(() => t?.close());

const STATUS: Record<StatusDre, string | null> = { 0: null, 1: 'aberto', 2: 'liquidado' };

const naSelecao = (e: Entrada, s: SelecaoDre, regime: RegimeDre) =>
  s.empresaIds.includes(e.empresa) &&
  e.meses[regime] >= s.inicio &&
  e.meses[regime] <= s.fim &&
  (STATUS[s.status] === null || e.status === STATUS[s.status]) &&
  (s.centroDeCustoIds === null || (e.centro !== null && s.centroDeCustoIds.includes(e.centro)));

const contaDe = (e: Entrada) => mapa.get(`${e.grupo}|${e.marca}|${e.conta}`) ?? null;

/** The facts as the ledger says, keyed `conta|mes|empresa|centro` → `valor/quantidade`. */
function esperado(s: SelecaoDre, regime: RegimeDre, grao: GraoDre): Record<string, string> {
  const out = new Map<string, { valor: bigint; n: number }>();
  for (const e of entradas.filter((x) => naSelecao(x, s, regime))) {
    const k = [
      contaDe(e),
      e.meses[regime],
      grao.porEmpresa ? e.empresa : null,
      grao.porCentroDeCusto ? e.centro : null,
    ].join('|');
    const v = out.get(k) ?? { valor: 0n, n: 0 };
    out.set(k, { valor: v.valor + e.valor, n: v.n + 1 });
  }
  return Object.fromEntries([...out].map(([k, v]) => [k, `${v.valor}/${v.n}`]));
}

function porChave(fatos: readonly FatoDre[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fatos) {
    const k = [f.contaFranqueadorId, f.mes, f.empresaId, f.centroDeCustoId].join('|');
    expect(out[k], `fato repetido ${k}`).toBeUndefined();
    out[k] = `${f.valor}/${f.quantidade}`;
  }
  return out;
}

const ler = (regime: RegimeDre, selecoes: SelecaoDre[], grao: GraoDre, clienteTx = rede.clienteId) =>
  withTenant(t.db, clienteTx, (tx) => lerFatosDre(tx, { clienteId: rede.clienteId, regime, selecoes, grao }));

const selecao = (over: Partial<SelecaoDre> = {}): SelecaoDre => ({
  filtro: 'A',
  empresaIds: Object.values(rede.lojas),
  centroDeCustoIds: null,
  inicio: '2025-07-01',
  fim: '2026-08-01',
  status: 0,
  ...over,
});

const graos: GraoDre[] = [
  { porEmpresa: false, porCentroDeCusto: false },
  { porEmpresa: true, porCentroDeCusto: false },
  { porEmpresa: false, porCentroDeCusto: true },
  { porEmpresa: true, porCentroDeCusto: true },
];

describe('lerFatosDre', () => {
  it('equals the ledger mapped through the approved De-Para for every regime, status and grain', async () => {
    // whole (grupo, marca) pairs, and a selection holding grupo A's M1 in part (one of its two stores)
    const parte = { empresaIds: [rede.lojas.aM1, rede.lojas.bM1], inicio: '2026-02-01', fim: '2026-05-01' };
    for (const regime of [1, 2] as const)
      for (const status of [0, 1, 2] as const)
        for (const grao of graos)
          for (const s of [selecao({ status }), selecao({ status, ...parte })]) {
            const esperados = esperado(s, regime, grao);
            expect(Object.keys(esperados).length).toBeGreaterThan(0);
            const fatos = await ler(regime, [s], grao);
            expect(porChave(fatos), JSON.stringify({ regime, status, grao })).toEqual(esperados);
          }
  });

  it('gives the same numbers through every aggregate (grupo and store rollups, the cost-centre grain summed)', async () => {
    const somar = (fatos: FatoDre[], porEmpresa: boolean) => {
      const somados = new Map<string, FatoDre>();
      for (const f of fatos) {
        const empresaId = porEmpresa ? f.empresaId : null;
        const k = [f.contaFranqueadorId, f.mes, empresaId].join('|');
        const v = somados.get(k);
        somados.set(k, {
          ...f,
          empresaId,
          centroDeCustoId: null,
          valor: (v?.valor ?? 0n) + f.valor,
          quantidade: (v?.quantidade ?? 0) + f.quantidade,
        });
      }
      return porChave([...somados.values()]);
    };
    const parcial = [rede.lojas.aM1b, rede.lojas.aM2];
    for (const regime of [1, 2] as const)
      for (const status of [0, 1, 2] as const)
        for (const s of [selecao({ status }), selecao({ status, empresaIds: parcial })]) {
          const porLoja = await ler(regime, [s], { porEmpresa: true, porCentroDeCusto: false });
          const porCentro = await ler(regime, [s], { porEmpresa: true, porCentroDeCusto: true });
          const consolidado = await ler(regime, [s], { porEmpresa: false, porCentroDeCusto: false });
          expect(porChave(porLoja)).toEqual(somar(porCentro, true));
          expect(porChave(consolidado)).toEqual(somar(porLoja, false));
          expect(porLoja.some((f) => f.contaFranqueadorId === null)).toBe(true);
        }
  });

  it('keeps only the chosen cost centres (entries without one left out), at any grain', async () => {
    const s = selecao({ centroDeCustoIds: [rede.centros.aM1[0], rede.centros.bM1[1]] });
    for (const grao of graos) expect(porChave(await ler(1, [s], grao))).toEqual(esperado(s, 1, grao));
  });

  it('reads filter A and B apart, and nothing for a filter without stores', async () => {
    const a = selecao({ inicio: '2026-01-01', fim: '2026-03-01' });
    const b = selecao({ filtro: 'B', inicio: '2026-04-01', fim: '2026-06-01' });
    const vazio = selecao({ filtro: 'B', empresaIds: [] });
    const grao = graos[0]!;
    const fatos = await ler(1, [a, b, vazio], grao);
    expect(porChave(fatos.filter((f) => f.filtro === 'A'))).toEqual(esperado(a, 1, grao));
    expect(porChave(fatos.filter((f) => f.filtro === 'B'))).toEqual(esperado(b, 1, grao));
    expect(await ler(1, [vazio], graos[3]!)).toEqual([]);
  });

  it("another tenant's transaction reads nothing of it", async () => {
    const outra = await criarRedeDre(t.ownerDb);
    for (const grao of graos) expect(await ler(1, [selecao()], grao, outra.clienteId)).toEqual([]);
  });
});

describe('lerNaoMapeadoPorGrupo', () => {
  function esperadoNaoMapeado(s: SelecaoDre) {
    const celulas = new Map<string, { grupo: string; chave: string; valor: bigint }>();
    for (const e of entradas.filter((x) => naSelecao(x, s, 1) && contaDe(x) === null)) {
      const k = `${e.empresa}|${e.conta}|${e.meses[1]}`;
      const c = celulas.get(k) ?? { grupo: e.grupo, chave: `${e.marca}|${e.conta}`, valor: 0n };
      celulas.set(k, { ...c, valor: c.valor + e.valor });
    }
    const grupos = new Map<string, { movimento: bigint; valor: bigint; contas: Set<string> }>();
    for (const c of celulas.values()) {
      const g = grupos.get(c.grupo) ?? { movimento: 0n, valor: 0n, contas: new Set<string>() };
      g.movimento += c.valor < 0n ? -c.valor : c.valor;
      g.valor += c.valor;
      if (c.valor !== 0n) g.contas.add(c.chave);
      grupos.set(c.grupo, g);
    }
    return [...grupos]
      .map(([grupoId, g]) => ({
        filtro: s.filtro,
        grupoId,
        movimento: g.movimento,
        valor: g.valor,
        contas: g.contas.size,
      }))
      .sort((x, y) =>
        x.movimento === y.movimento ? (x.grupoId < y.grupoId ? -1 : 1) : x.movimento > y.movimento ? -1 : 1,
      );
  }

  it('measures the unmapped money per grupo as the De-Para screens do, with or without cost centres', async () => {
    for (const s of [
      selecao({ status: 2 }),
      selecao({ centroDeCustoIds: [rede.centros.aM1[1], rede.centros.aM2[0], rede.centros.bM1[0]] }),
    ]) {
      const lidos = await withTenant(t.db, rede.clienteId, (tx) =>
        lerNaoMapeadoPorGrupo(tx, { clienteId: rede.clienteId, regime: 1, selecoes: [s] }),
      );
      expect(lidos.length).toBe(2);
      expect(lidos).toEqual(esperadoNaoMapeado(s));
    }
  });

  it('is measured in the same read as the facts (cost-centre lists, or the store grain), with the same figures', async () => {
    const lojas = new Map<string, { grupoId: string; marcaId: string }>();
    for (const e of entradas) lojas.set(e.empresa, { grupoId: e.grupo, marcaId: e.marca });
    const centros = [rede.centros.aM1[1], rede.centros.aM2[0], rede.centros.bM1[0]];
    const a = selecao({ centroDeCustoIds: centros });
    const b = selecao({ filtro: 'B', centroDeCustoIds: [rede.centros.aM1[0]], inicio: '2026-01-01' });
    for (const grao of graos) {
      const porFiltro = new Map<'A' | 'B', Awaited<ReturnType<typeof lerNaoMapeadoPorGrupo>>>();
      const fatos = await withTenant(t.db, rede.clienteId, (tx) =>
        lerFatosDre(tx, {
          clienteId: rede.clienteId,
          regime: 1,
          selecoes: [a, b],
          grao,
          naoMapeado: { lojas, porFiltro },
        }),
      );
      expect(porChave(fatos.filter((f) => f.filtro === 'A')), JSON.stringify(grao)).toEqual(
        esperado(a, 1, grao),
      );
      expect(porChave(fatos.filter((f) => f.filtro === 'B'))).toEqual(esperado(b, 1, grao));
      expect(porFiltro.get('A')).toEqual(esperadoNaoMapeado(a));
      expect(porFiltro.get('A')!.length).toBe(2);
      expect(porFiltro.get('B')).toEqual(esperadoNaoMapeado(b));
    }
    // without a cost-centre list: measured in the same read at the store grain (the DRE rollup keeps the
    // franchisee account of its unmapped rows), with the same facts; the consolidated grain measures nothing
    for (const s of [selecao(), selecao({ status: 1, inicio: '2026-01-01' })]) {
      const porFiltro = new Map<'A' | 'B', Awaited<ReturnType<typeof lerNaoMapeadoPorGrupo>>>();
      for (const grao of [graos[1]!, { ...graos[1]!, porMes: false }]) {
        const fatos = await withTenant(t.db, rede.clienteId, (tx) =>
          lerFatosDre(tx, {
            clienteId: rede.clienteId,
            regime: 1,
            selecoes: [s],
            grao,
            naoMapeado: { lojas, porFiltro },
          }),
        );
        const semLeitura = await ler(1, [s], grao);
        expect(porChave(fatos)).toEqual(porChave(semLeitura));
        expect(porFiltro.get('A')).toEqual(esperadoNaoMapeado(s));
        expect(porFiltro.get('A')!.length).toBeGreaterThan(0);
      }
    }
    // the consolidated grain and the cost-centre grain without a list measure nothing (read apart)
    for (const grao of [graos[0]!, graos[2]!]) {
      const porFiltro = new Map();
      await withTenant(t.db, rede.clienteId, (tx) =>
        lerFatosDre(tx, {
          clienteId: rede.clienteId,
          regime: 1,
          selecoes: [selecao()],
          grao,
          naoMapeado: { lojas, porFiltro },
        }),
      );
      expect(porFiltro.size, JSON.stringify(grao)).toBe(0);
    }
  });
});
