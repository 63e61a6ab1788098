import { saldoDaColunaFluxo } from '@matriz/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { somarDias } from '../../engine/dfc/datas.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { criarRedeDfcApi, type RedeDfcApi } from './dfc-api.fixtures.ts';
import {
  celula,
  detalheCompleto,
  linhaPorId,
  linhasDoFluxo,
  periodos,
  pesquisarFluxo,
  type Api,
} from './dfc-consulta.fixtures.ts';
import { conferirAgregacao, conferirSaldos } from './dfc-invariantes.fixtures.ts';

/**
 * The cash flow's invariants through the API on the hand-made network (issue 12 §1), under several sets of flags
 * and both regimes: the balances move by the net flow and chain period to period, and a day opens the same whatever
 * day the range starts on; Mensal, Trimestral and Semestral
 * are the sums of their Diário columns; every cell of every account line and account equals the sum of its detail
 * rows (every page), and the company filter narrows the rows to one store.
 */
let t: TestApp;
let rede: RedeDfcApi;
let admin: Api;

beforeAll(async () => {
  t = await createTestApp();
  rede = await criarRedeDfcApi(t.tdb.ownerDb);
  admin = apiAs(t, (await signIn(t.app, rede.emails.admin)).headers);
}, 60_000);
afterAll(() => t?.close());

const variantes: Record<string, object> = {
  'sem flags': {},
  'nada filtrado': { ExibirPrevisoes: true, ExibirParcelasNaoAprovadas: true },
  'todas as flags': {
    ExibirParcelasNaoAprovadas: true,
    ValoresNosDiasOriginais: true,
    AdicionarUmDiaNoVencimentoDeBoletosAReceber: true,
    OcultarTransferencias: true,
    OcultarDinheiroDeCaixasAbertos: true,
    OcultarTitulosVencidos: true,
    ExibirPrevisoes: true,
  },
  'boletos e vencidos': { AdicionarUmDiaNoVencimentoDeBoletosAReceber: true, OcultarTitulosVencidos: true },
  competencia: { tipoDeRegime: 1, ExibirPrevisoes: true },
};

const consulta = (Periodo: string, extra: object) => ({
  ModeloFluxo: rede.modelo.id,
  Periodo,
  Inicio: somarDias(rede.hoje, -45),
  Fim: somarDias(rede.hoje, 20),
  Empresas: [rede.lojas.a1, rede.lojas.a2],
  TrazerSaldos: true,
  ...extra,
});
const flx = () => `l:${rede.modelo.linhas.FLX}`;

describe('the cash flow invariants', () => {
  for (const [nome, extra] of Object.entries(variantes))
    it(`${nome}: balances, periods and details`, async () => {
      const diario = await pesquisarFluxo(admin, consulta('Diario', extra));
      expect(diario.trazerSaldos).toBe(true);
      const liquido = linhaPorId(diario, flx());
      conferirSaldos(diario, (key) => celula(liquido, key));
      // a range starting the day after the balances informed (60 days ago) opens with them; a later range opens
      // each account, and each day, exactly where the earlier one has it (the flow in between rolled forward)
      const desdeOSaldo = await pesquisarFluxo(
        admin,
        consulta('Diario', { ...extra, Inicio: somarDias(rede.hoje, -59) }),
      );
      expect(saldoDaColunaFluxo(desdeOSaldo, 'inicial', 'total')!.valor).toBe(1001 + 1002);
      const contas = (r: typeof diario, qual: 'inicial' | 'final', key: string) =>
        saldoDaColunaFluxo(r, qual, key)!.contas.flatMap((c) =>
          c.contaBancariaId ? [[c.contaBancariaId, c.valor]] : [],
        );
      const depois = await pesquisarFluxo(
        admin,
        consulta('Diario', { ...extra, Inicio: somarDias(rede.hoje, -20) }),
      );
      for (const c of periodos(diario))
        for (const qual of ['inicial', 'final'] as const) {
          expect(contas(diario, qual, c.key), `${qual} ${c.key}`).toEqual(contas(desdeOSaldo, qual, c.key));
          if (saldoDaColunaFluxo(depois, qual, c.key))
            expect(contas(depois, qual, c.key), `${qual} ${c.key}`).toEqual(contas(diario, qual, c.key));
        }
      expect(periodos(depois)).toHaveLength(41);
      for (const Periodo of ['Mensal', 'Trimestral', 'Semestral']) {
        const grossa = await pesquisarFluxo(admin, consulta(Periodo, extra));
        conferirSaldos(grossa, (key) => celula(linhaPorId(grossa, flx()), key));
        conferirAgregacao(grossa, diario);
        // without balances the flow is read from the franchisor rollups (whole months from the monthly one)
        conferirAgregacao(
          await pesquisarFluxo(admin, consulta(Periodo, { ...extra, TrazerSaldos: false })),
          diario,
        );
      }

      const mensal = await pesquisarFluxo(admin, consulta('Mensal', extra));
      let conferidas = 0;
      for (const row of linhasDoFluxo(mensal)) {
        const ref = mensal.referencias[row.id];
        if (ref?.tipo !== 'linha' || ref.tipoDaLinha !== 'conta') continue;
        for (const c of mensal.colunas) {
          const corpo = {
            linhaId: ref.linhaId,
            ...(ref.contaFranqueadorId ? { PlanoDeContasId: ref.contaFranqueadorId } : {}),
            ...(c.tipo === 'periodo' ? { data: c.inicio } : {}),
            PesquisaModel: consulta('Mensal', extra),
          };
          const d = await detalheCompleto(admin, corpo, 30);
          expect(d.somaDasPaginas, `${row.label} ${c.rotulo}`).toBe(celula(row, c.key));
          expect(Math.round(d.soma * 100)).toBe(Number(celula(row, c.key)));
          conferidas++;
        }
      }
      expect(conferidas).toBeGreaterThanOrEqual(6 * 3);
    });

  it('puts each detail row on the day of its column and narrows it to the store asked', async () => {
    const extra = variantes['nada filtrado']!;
    const diario = await pesquisarFluxo(admin, consulta('Diario', extra));
    const ent = linhaPorId(diario, `l:${rede.modelo.linhas.ENT}`);
    const dia = diario.colunas.find((c) => c.tipo === 'periodo' && celula(ent, c.key) !== 0n)!;
    const corpo = {
      linhaId: rede.modelo.linhas.ENT,
      data: dia.inicio,
      PesquisaModel: consulta('Diario', extra),
    };
    const d = await detalheCompleto(admin, corpo, 10);
    expect(d.somaDasPaginas).toBe(celula(ent, dia.key));
    expect(new Set(d.linhas.map((l) => l.data))).toEqual(new Set([dia.inicio]));
    const total = await detalheCompleto(admin, { ...corpo, data: undefined });
    expect(total.empresas.map((x) => x.label)).toEqual(['Loja A1 Ltda', 'Loja A2 Ltda']);
    const soA2 = await detalheCompleto(admin, { ...corpo, data: undefined, empresaId: rede.lojas.a2 });
    expect(new Set(soA2.linhas.map((l) => l.empresa))).toEqual(new Set(['Loja A2 Ltda']));
    expect(soA2.total).toBeLessThan(total.total);
  });
});
