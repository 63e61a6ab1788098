import { createHash } from 'node:crypto';
import { cnpj as validador } from 'cpf-cnpj-validator';
import { describe, expect, it } from 'vitest';
import { getCidade } from '../shared/ibge/index.ts';
import { generateNetwork, type RedeGerada } from './generate.ts';
import { DEFAULT_SEED } from './sizes.ts';

const today = new Date('2026-05-20T12:00:00Z');

/** A digest of everything generated: the registry and every streamed fact. */
function digest(rede: RedeGerada): string {
  const hash = createHash('sha256');
  const json = (x: unknown) => JSON.stringify(x, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
  for (const c of rede.clientes) {
    const { fatos: _fatos, ...cadastro } = c;
    hash.update(json(cadastro));
    for (const f of c.fatos()) hash.update(json(f));
  }
  return hash.digest('hex');
}

function todosOsFatos(rede: RedeGerada) {
  return rede.clientes.flatMap((c) => [...c.fatos()]);
}

describe('generateNetwork', () => {
  const rede = generateNetwork({ size: 'small', seed: 42, today });
  const [premium, starter] = rede.clientes as [RedeGerada['clientes'][0], RedeGerada['clientes'][0]];
  const fatos = todosOsFatos(rede);
  const lancamentos = fatos.flatMap((f) => f.lancamentos);

  it('is deterministic: the same seed gives the same digest, another seed another one', () => {
    const a = digest(generateNetwork({ size: 'small', seed: 42, today }));
    expect(digest(generateNetwork({ size: 'small', seed: 42, today }))).toBe(a);
    expect(digest(generateNetwork({ size: 'small', seed: 43, today }))).not.toBe(a);
  });

  it('spans the 6 months ending with the month of today', () => {
    expect(rede.meses.map((m) => m.inicio)).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
    ]);
    // Nothing is paid after today; the days after it hold forecasts only.
    expect(lancamentos.filter((l) => l.dataPagamento !== null && l.dataPagamento > '2026-05-20')).toEqual([]);
    expect(
      lancamentos.some((l) => l.dataCompetencia > '2026-05-20' && l.historico.startsWith('Vendas')),
    ).toBe(false);
  });

  it('builds a premium cliente with 2 marcas and a Starter one with its own small network', () => {
    expect(premium.plano).toBe('Premium');
    expect(premium.marcas).toHaveLength(2);
    expect(premium.empresas).toHaveLength(6);
    expect(starter.plano).toBe('Starter');
    expect(starter.marcas).toHaveLength(1);
    expect(starter.empresas.length).toBeGreaterThanOrEqual(2);
  });

  it('gives every store a valid CNPJ, some in the 2026 alphanumeric format, and IBGE cities', () => {
    const empresas = rede.clientes.flatMap((c) => c.empresas);
    for (const e of empresas) {
      expect(validador.isValid(e.cnpj), e.cnpj).toBe(true);
      expect(getCidade(e.codigoCidade)?.uf).toBe(e.uf);
    }
    expect(empresas.some((e) => /[A-Z]/.test(e.cnpj))).toBe(true);
    expect(new Set(premium.empresas.map((e) => e.apelido)).size).toBe(premium.empresas.length);
    expect(premium.empresas.some((e) => !e.ativa)).toBe(true);
    expect(premium.empresas.some((e) => e.outlier)).toBe(true);
  });

  it('keeps money in integer centavos', () => {
    for (const l of lancamentos) expect(typeof l.valor).toBe('bigint');
    for (const f of fatos) {
      for (const e of f.extrato) expect(typeof e.valor).toBe('bigint');
      for (const e of f.estoqueEntradas) expect(typeof e.valorTotal).toBe('bigint');
      for (const p of f.pdv) expect(typeof p.valor).toBe('bigint');
    }
    for (const b of premium.contasBancarias) expect(typeof b.saldoInicial).toBe('bigint');
  });

  it('has the shape of a real ledger: many sales on few accounts, open and overdue titles, transfers, forecasts', () => {
    const porConta = new Map<string, number>();
    for (const l of lancamentos) porConta.set(l.contaId, (porConta.get(l.contaId) ?? 0) + 1);
    const maiores = [...porConta.values()].sort((a, b) => b - a);
    const top = maiores.slice(0, Math.ceil(maiores.length * 0.1)).reduce((s, n) => s + n, 0);
    expect(top / lancamentos.length).toBeGreaterThan(0.5);
    expect(
      lancamentos.some((l) => l.status === 'aberto' && l.dataVencimento < '2026-05-20' && !l.previsao),
    ).toBe(true);
    expect(lancamentos.some((l) => l.status === 'aberto' && l.dataVencimento > '2026-05-20')).toBe(true);
    expect(lancamentos.some((l) => l.previsao)).toBe(true);
    expect(lancamentos.some((l) => l.caixaAberto)).toBe(true);
    expect(lancamentos.some((l) => l.boletoAReceber)).toBe(true);
    const transferencias = lancamentos.filter((l) => l.transferencia).reduce((s, l) => s + l.valor, 0n);
    expect(transferencias).toBe(0n);
    for (const l of lancamentos) expect(l.status === 'aberto').toBe(l.dataPagamento === null);
  });

  it('maps De-Para partly approved, in review and pending', () => {
    const status = new Set(premium.dePara.map((d) => d.status));
    expect(status).toEqual(new Set(['aprovado', 'revisao', 'pendente']));
    for (const d of premium.dePara.filter((x) => x.status === 'aprovado'))
      expect(d.contaFranqueadorId).not.toBeNull();
  });

  it("puts an approved request's mapping in review with the account it asked for", () => {
    // the default seed's small network has an approved request (seed 42's has none)
    const [outra] = generateNetwork({ size: 'small', seed: DEFAULT_SEED, today }).clientes;
    const approved = outra!.solicitacoes.filter((s) => s.status === 1);
    expect(approved.length).toBeGreaterThan(0);
    for (const s of approved) {
      const d = outra!.dePara.find(
        (x) =>
          x.grupoId === s.grupoId && x.marcaId === s.marcaId && x.contaFranqueadoId === s.contaFranqueadoId,
      );
      expect(d).toMatchObject({ status: 'revisao', contaFranqueadorId: s.contaFranqueadorId });
    }
    for (const s of premium.solicitacoes.filter((x) => x.status === 0)) {
      const d = premium.dePara.find(
        (x) =>
          x.grupoId === s.grupoId && x.marcaId === s.marcaId && x.contaFranqueadoId === s.contaFranqueadoId,
      );
      expect(d?.status).toBe('pendente');
    }
  });

  it('lays out the standard DRE with Receita Bruta as the vertical-analysis base', () => {
    const dre = premium.modelos.dre.find((m) => m.padrao)!;
    const codigos = dre.linhas.filter((l) => l.paiId === null).map((l) => l.codigo);
    expect(codigos).toEqual([
      'RB',
      'DED',
      'RL',
      'CMV',
      'LB',
      'DV',
      'MC',
      'PES',
      'OCU',
      'ADM',
      'EBITDA',
      'DEP',
      'RO',
      'FIN',
      'LAIR',
      'IR',
      'LL',
    ]);
    expect(dre.linhas.filter((l) => l.base).map((l) => l.codigo)).toEqual(['RB']);
    expect(new Set(dre.linhas.map((l) => l.tipo))).toEqual(
      new Set(['total', 'conta', 'formula', 'cmv', 'manual']),
    );
  });

  it('creates the three demo users with their access rules', () => {
    const regra = (c: typeof premium, email: string) =>
      c.regras.find((r) => r.id === c.usuarios.find((u) => u.email === email)!.regraId)!;
    expect(regra(premium, 'admin@matriz.demo')).toMatchObject({
      nome: 'Administrador',
      acessos: [{ nome: 'sysAdmin', acoes: [] }],
    });
    const analista = regra(premium, 'analista@matriz.demo');
    expect(analista.nome).toBe('Analista DRE e DFC');
    expect(analista.acessos).toEqual([
      { nome: 'DRE', acoes: ['Obter', 'Exportar'] },
      { nome: 'FluxoDeCaixa', acoes: ['Obter', 'Exportar'] },
    ]);
    expect(analista.marcaIds).toHaveLength(1);
    expect(regra(starter, 'starter@matriz.demo').acessos).toEqual([{ nome: 'sysAdmin', acoes: [] }]);
  });
});
