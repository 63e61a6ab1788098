import { describe, expect, it } from 'vitest';
import { generateNetwork } from '../../seed/generate.ts';
import { DEFAULT_SEED } from '../../seed/sizes.ts';
import { computeDfc } from './compute-dfc.ts';
import { criterio } from './fixtures.ts';
import { agregarPorDia } from './regra.ts';
import type { LancamentoDfc, LinhaModeloDfc } from './types.ts';

/**
 * The engine on the seed's small network (issue 12 §1): the default flow model places every franchisor account
 * that moves money, and a month-by-month cash flow of one grupo keeps its balances.
 */

const rede = generateNetwork({ size: 'small', seed: DEFAULT_SEED, today: new Date('2026-05-20T12:00:00Z') });
const cliente = rede.clientes[0]!;
const modelo = cliente.modelos.fluxo.find((m) => m.padrao)!;
const contaFranqueador = new Map(cliente.planoFranqueador.map((c) => [c.id, c]));

const linhas: LinhaModeloDfc[] = modelo.linhas.map((l) => ({
  id: l.id,
  parentId: l.paiId,
  codigo: l.codigo,
  nome: l.descricao,
  ordem: l.ordem,
  tipo: l.tipo === 'formula' || l.tipo === 'total' ? l.tipo : 'conta',
  formula: l.formula,
  sinal: 1,
  contas: l.contaIds.map((id) => {
    const c = contaFranqueador.get(id)!;
    return { id, codigo: c.codigo, nome: c.nome };
  }),
}));

describe('the demo flow model', () => {
  it('is Entradas, Saídas, operating flow, investments, financing, transfers and the net flow', () => {
    expect(linhas.filter((l) => l.parentId === null).map((l) => l.codigo)).toEqual([
      'ENT',
      'SAI',
      'FCO',
      'INV',
      'FIN',
      'TRF',
      'FLX',
    ]);
    expect(cliente.modelos.fluxo.filter((m) => m.padrao)).toHaveLength(1);
  });

  it('places every franchisor account once, but depreciation, which moves no money', () => {
    const vezes = new Map<string, number>();
    for (const l of linhas) for (const c of l.contas) vezes.set(c.id, (vezes.get(c.id) ?? 0) + 1);
    for (const conta of cliente.planoFranqueador.filter((c) => c.nivel === 2))
      expect(vezes.get(conta.id) ?? 0, conta.chave).toBe(conta.chave === 'depreciacao' ? 0 : 1);
  });
});

describe('a cash flow of the demo network', () => {
  const grupo = cliente.grupos[0]!;
  const empresas = new Set(cliente.empresas.filter((e) => e.grupoId === grupo.id).map((e) => e.id));
  const marcaDaEmpresa = new Map(cliente.empresas.map((e) => [e.id, e.marcaId]));
  const mapeada = new Map(
    cliente.dePara
      .filter((d) => d.status === 'aprovado' && d.contaFranqueadorId !== null)
      .map((d) => [`${d.grupoId}|${d.marcaId}|${d.contaFranqueadoId}`, d.contaFranqueadorId!]),
  );
  const razao: LancamentoDfc[] = [];
  for (const f of cliente.fatos(new Set([grupo.id])))
    for (const l of f.lancamentos)
      if (empresas.has(l.empresaId))
        razao.push({
          ...l,
          contaFranqueadorId:
            mapeada.get(`${l.grupoId}|${marcaDaEmpresa.get(l.empresaId)}|${l.contaId}`) ?? null,
        });
  const contas = cliente.contasBancarias.filter((c) => c.grupoId === grupo.id);
  const inicio = rede.meses[0]!.inicio;
  const fim = '2026-05-31';
  const r = computeDfc({
    linhas,
    fatos: agregarPorDia(razao, criterio({ hoje: '2026-05-20', exibirPrevisoes: true })),
    inicio,
    fim,
    tipoDePeriodo: 'Mensal',
    saldos: {
      contas: contas.map((c) => ({
        id: c.id,
        nome: c.nome,
        dadosDaConta: {
          empresaNome: grupo.nome,
          empresaCNPJ: '',
          banco: c.banco,
          agencia: c.agencia,
          contaComDigito: `${c.numero}-${c.digito}`,
          tipo: c.tipo,
        },
      })),
      saldos: contas.map((c) => ({
        contaBancariaId: c.id,
        data: c.dataSaldoInicial,
        saldo: c.saldoInicial,
        observacao: null,
      })),
    },
  });

  it('lays every mapped entry that moves money in some line', () => {
    const modeladas = new Set(linhas.flatMap((l) => l.contas.map((c) => c.id)));
    const fora = razao.filter(
      (l) =>
        l.contaBancariaId !== null && l.contaFranqueadorId !== null && !modeladas.has(l.contaFranqueadorId),
    );
    expect(razao.length).toBeGreaterThan(1000);
    expect(fora).toEqual([]);
  });

  it('moves the balance of each month by its net flow line (FLX)', () => {
    expect(r.colunas.map((c) => c.rotulo)).toEqual([
      ...rede.meses.map((m) => `${m.inicio.slice(5, 7)}/${m.inicio.slice(0, 4)}`),
      'Total',
    ]);
    for (const c of r.colunas) {
      const flx = r.matriz.rows.find((row) => row.code === 'FLX')!.cells[c.key];
      expect(r.saldos!.final[c.key]!.valor - r.saldos!.inicial[c.key]!.valor, c.key).toBe(flx ?? 0n);
    }
    expect(r.saldos!.inicial['total']!.contas.map((c) => c.contaBancariaId)).toEqual(
      expect.arrayContaining(contas.map((c) => c.id)),
    );
  });
});
