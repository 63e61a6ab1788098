import type { Mes } from './calendar.ts';
import { bancos } from './catalog/pessoas.ts';
import { type IdFactory, Rng } from './prng.ts';
import type { CentroDeCustoGerado, ContaBancariaGerada, EmpresaGerada, GrupoGerado } from './types.ts';

/** Salão (default) and Administrativo for every store, Delivery where the store delivers. */
export function buildCentrosDeCusto(ids: IdFactory, empresas: EmpresaGerada[]): CentroDeCustoGerado[] {
  const out: CentroDeCustoGerado[] = [];
  for (const e of empresas) {
    out.push({ id: ids.next(), empresaId: e.id, codigo: '01', nome: 'Salão', padrao: true, papel: 'salao' });
    if (e.temDelivery) {
      out.push({
        id: ids.next(),
        empresaId: e.id,
        codigo: '02',
        nome: 'Delivery',
        padrao: false,
        papel: 'delivery',
      });
    }
    out.push({
      id: ids.next(),
      empresaId: e.id,
      codigo: '03',
      nome: 'Administrativo',
      padrao: false,
      papel: 'administrativo',
    });
  }
  return out;
}

const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');

/**
 * Each store has a cash drawer and a current account; a grupo with three or more stores also keeps a
 * concentrating account and an investment account linked to all its stores.
 */
export function buildContasBancarias(
  seed: number,
  chave: string,
  ids: IdFactory,
  grupos: GrupoGerado[],
  empresas: EmpresaGerada[],
  meses: Mes[],
): ContaBancariaGerada[] {
  const rng = Rng.of(seed, chave, 'contas-bancarias');
  const out: ContaBancariaGerada[] = [];
  const inicio = meses[0]!.inicio;
  for (const grupo of grupos) {
    const lojas = empresas.filter((e) => e.grupoId === grupo.id);
    const banco = rng.pick(bancos);
    const conta = (nome: string, tipo: ContaBancariaGerada['tipo'], empresaIds: string[], saldo: number) => {
      const b =
        tipo === 'caixa'
          ? { codigo: '000', nome: 'Caixa interno' }
          : rng.chance(0.8)
            ? banco
            : rng.pick(bancos);
      out.push({
        id: ids.next(),
        grupoId: grupo.id,
        empresaIds,
        banco: b.nome,
        codigoBanco: b.codigo,
        agencia: tipo === 'caixa' ? '0000' : digits(rng, 4),
        numero: tipo === 'caixa' ? String(out.length + 1).padStart(6, '0') : digits(rng, rng.pick([5, 6, 8])),
        digito: tipo === 'caixa' ? '0' : String(rng.int(0, 9)),
        nome,
        tipo,
        saldoInicial: BigInt(Math.round(saldo * rng.noise(0.3)) * 100),
        dataSaldoInicial: inicio,
      });
    };
    for (const loja of lojas) {
      conta(`Caixa ${loja.apelido}`, 'caixa', [loja.id], 1500);
      conta(`${banco.nome} ${loja.apelido}`, 'corrente', [loja.id], 45000);
    }
    if (lojas.length >= 3) {
      const todas = lojas.map((l) => l.id);
      conta(`${grupo.nome} - Concentradora`, 'corrente', todas, 120000);
      conta(`${grupo.nome} - Aplicação CDB`, 'aplicacao', todas, 250000);
    }
  }
  return out;
}
