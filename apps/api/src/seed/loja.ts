import { fatorTendencia, type Mes } from './calendar.ts';
import { adquirentes, fornecedoresFixos } from './catalog/pessoas.ts';
import type { PerfilMarca } from './catalog/marcas.ts';
import { Rng } from './prng.ts';
import type {
  CentroDeCustoGerado,
  ContaBancariaGerada,
  ContaFranqueadoGerada,
  EmpresaGerada,
  GrupoGerado,
} from './types.ts';

/** Everything about one store that stays the same from month to month. */
export interface Loja {
  seed: number;
  empresa: EmpresaGerada;
  grupo: GrupoGerado;
  perfil: PerfilMarca;
  franqueadora: string;
  cc: Record<CentroDeCustoGerado['papel'], string>;
  caixaId: string;
  correnteId: string;
  /** The grupo's concentrating and investment accounts, when it has them. */
  concentradoraId: string | null;
  aplicacaoId: string | null;
  /** Franchisee account id by standard key (and card brand, when the grupo splits by brand). */
  conta: (chave: string, bandeira?: string) => string;
  extras: string[];
  adquirente: string;
  fornecedores: Record<string, string>;
  simples: boolean;
  funcionarios: number;
  salarioMedio: number;
  aluguel: number;
  /** Month index of a working-capital loan, or null. */
  emprestimoMes: number | null;
  vendaMensalBase: number;
}

export interface DadosRede {
  seed: number;
  franqueadora: string;
  grupos: Map<string, GrupoGerado>;
  perfis: Map<string, PerfilMarca>;
  centros: Map<string, CentroDeCustoGerado[]>;
  contasBancarias: ContaBancariaGerada[];
  planos: Map<string, ContaFranqueadoGerada[]>;
}

function indexarPlano(contas: ContaFranqueadoGerada[]) {
  const porChave = new Map<string, string>();
  for (const c of contas) {
    if (c.chave === null || c.extra) continue;
    // Without a brand asked for, a split account answers with its first brand's account.
    for (const k of c.bandeira ? [`${c.chave}|${c.bandeira}`, c.chave] : [c.chave]) {
      if (!porChave.has(k)) porChave.set(k, c.id);
    }
  }
  return (chave: string, bandeira?: string) => {
    const id = (bandeira && porChave.get(`${chave}|${bandeira}`)) || porChave.get(chave);
    if (!id) throw new Error(`conta do franqueado ausente: ${chave}`);
    return id;
  };
}

function aluguelMensal(rng: Rng, e: EmpresaGerada): number {
  const porM2 = e.tipoEstabelecimento === 'Shopping' ? rng.range(150, 260) : rng.range(60, 120);
  const base = e.tipoEstabelecimento === 'Quiosque' ? rng.range(7000, 14000) : porM2 * e.m2;
  return base * (e.localEstabelecimento === 'Capital' ? 1.15 : 1) * (e.outlier?.ocupacao ?? 1);
}

export function buildLoja(rede: DadosRede, empresa: EmpresaGerada, meses: Mes[]): Loja {
  const rng = Rng.of(rede.seed, 'loja', empresa.codigoLoja);
  const grupo = rede.grupos.get(empresa.grupoId)!;
  const perfil = rede.perfis.get(empresa.marcaId)!;
  const centros = rede.centros.get(empresa.id) ?? [];
  const ccDe = (papel: CentroDeCustoGerado['papel']) =>
    (centros.find((c) => c.papel === papel) ?? centros.find((c) => c.padrao))!.id;
  const contas = rede.contasBancarias.filter((c) => c.empresaIds.includes(empresa.id));
  const compartilhada = (tipo: ContaBancariaGerada['tipo']) =>
    contas.find((c) => c.tipo === tipo && c.empresaIds.length > 1)?.id ?? null;
  const plano = rede.planos.get(grupo.id) ?? [];
  const fornecedores: Record<string, string> = {};
  for (const [chave, nomes] of Object.entries(fornecedoresFixos)) fornecedores[chave] = rng.pick(nomes);
  const vendaMensalBase =
    perfil.fatorVenda * Math.pow(empresa.m2, 0.7) * empresa.desempenho * (empresa.outlier?.vendas ?? 1);
  return {
    seed: rede.seed,
    empresa,
    grupo,
    perfil,
    franqueadora: rede.franqueadora,
    cc: { salao: ccDe('salao'), delivery: ccDe('delivery'), administrativo: ccDe('administrativo') },
    caixaId: contas.find((c) => c.tipo === 'caixa')!.id,
    correnteId: contas.find((c) => c.tipo === 'corrente' && c.empresaIds.length === 1)!.id,
    concentradoraId: compartilhada('corrente'),
    aplicacaoId: compartilhada('aplicacao'),
    conta: indexarPlano(plano),
    extras: plano.filter((c) => c.extra).map((c) => c.id),
    adquirente: rng.pick(adquirentes),
    fornecedores,
    simples: Rng.of(rede.seed, 'tributacao', grupo.codigo).chance(0.7),
    funcionarios: Math.max(3, Math.min(30, Math.round(vendaMensalBase / 20000))),
    salarioMedio: rng.range(1900, 2600),
    aluguel: aluguelMensal(rng, empresa),
    emprestimoMes: rng.chance(0.15) ? rng.int(0, Math.max(0, meses.length - 6)) : null,
    vendaMensalBase,
  };
}

/** Expected gross sales of a month in reais, before daily noise: trend, ramp-up after opening, closing. */
export function vendaEsperada(loja: Loja, mes: Mes): number {
  const { empresa } = loja;
  if (mes.inicio < empresa.abertura.slice(0, 8) + '01') return 0;
  if (empresa.fechamento && mes.inicio > empresa.fechamento) return 0;
  const idade = monthsBetween(empresa.abertura, mes.inicio);
  const rampa = idade === 0 ? 0.6 : idade === 1 ? 0.75 : idade === 2 ? 0.9 : 1;
  return loja.vendaMensalBase * fatorTendencia(mes.indice) * rampa;
}

function monthsBetween(from: string, to: string): number {
  const [y1, m1] = from.split('-').map(Number) as [number, number];
  const [y2, m2] = to.split('-').map(Number) as [number, number];
  return (y2 - y1) * 12 + (m2 - m1);
}
