import { findCidade, getEstado } from '../shared/ibge/index.ts';
import { addMonths, type Mes } from './calendar.ts';
import { cidadesAlvo, type CidadeAlvo } from './catalog/cidades.ts';
import type { LocalEstabelecimento, PerfilMarca } from './catalog/marcas.ts';
import { formatosGrupo, lugaresRua, padroesShopping, sobrenomes, sufixosRazao } from './catalog/pessoas.ts';
import { buildCnpj, randomCnpjRaiz } from './cnpj.ts';
import { type IdFactory, Rng } from './prng.ts';
import type { ParametrosRede } from './sizes.ts';
import type { EmpresaGerada, GrupoGerado, MarcaGerada } from './types.ts';

export interface RedeBase {
  marcas: MarcaGerada[];
  grupos: GrupoGerado[];
  empresas: EmpresaGerada[];
}

interface Contexto {
  seed: number;
  chave: string;
  ids: IdFactory;
  meses: Mes[];
}

/** Sizes of franchisee groups: most own one or two stores, a few are large multi-unit operators. */
function tamanhoDeGrupo(rng: Rng): number {
  const [min, max] = rng.weighted<[number, number]>([
    [[1, 2], 50],
    [[3, 5], 30],
    [[6, 10], 15],
    [[11, 20], 5],
  ]);
  return rng.int(min, max);
}

function partirEmGrupos(rng: Rng, lojas: number): number[] {
  if (lojas <= 2) return [lojas];
  if (lojas === 3) return [2, 1];
  if (lojas <= 6) return [Math.ceil(lojas / 2), lojas - Math.ceil(lojas / 2) - 1, 1];
  const out: number[] = [];
  let resto = lojas;
  while (resto > 0) {
    const n = Math.min(resto, tamanhoDeGrupo(rng));
    out.push(n);
    resto -= n;
  }
  return out;
}

function nomeDeGrupo(rng: Rng): string {
  const formato = rng.pick(formatosGrupo);
  return formato(rng.pick(sobrenomes), rng.pick(sobrenomes));
}

const pesosCidade = cidadesAlvo.map((c) => [c, c.peso] as const);

function cidadeDoGrupo(rng: Rng, sede: CidadeAlvo): CidadeAlvo {
  if (rng.chance(0.7)) return sede;
  const mesmoEstado = cidadesAlvo.filter((c) => c.uf === sede.uf);
  return rng.weighted(mesmoEstado.map((c) => [c, c.peso] as const));
}

function localDe(cidade: CidadeAlvo): LocalEstabelecimento {
  return cidade.capital ? 'Capital' : cidade.litoral ? 'Litoral' : 'Interior';
}

export function buildMarcas(ctx: Contexto, perfis: PerfilMarca[]): MarcaGerada[] {
  return perfis.map((perfil) => ({ id: ctx.ids.next(), codigo: perfil.codigo, nome: perfil.nome, perfil }));
}

/** Builds the grupos and their stores. */
export function buildRede(ctx: Contexto, perfis: PerfilMarca[], params: ParametrosRede): RedeBase {
  const rng = Rng.of(ctx.seed, ctx.chave, 'rede');
  const marcas = buildMarcas(ctx, perfis.slice(0, params.marcas));
  const grupos: GrupoGerado[] = [];
  const empresas: EmpresaGerada[] = [];
  const tamanhos = partirEmGrupos(rng, params.lojas);
  const pesosMarca = marcas.map((m, i) => [m, [45, 35, 20][i] ?? 10] as const);
  tamanhos.forEach((n, gi) => {
    const principal = gi < marcas.length ? marcas[gi]! : rng.weighted(pesosMarca);
    const segunda =
      n >= 3 && marcas.length > 1 && rng.chance(0.15)
        ? rng.pick(marcas.filter((m) => m !== principal))
        : null;
    const grupo: GrupoGerado = {
      id: ctx.ids.next(),
      codigo: `GR${String(gi + 1).padStart(3, '0')}`,
      nome: nomeDeGrupo(rng),
      marcaIds: segunda ? [principal.id, segunda.id] : [principal.id],
      estiloPlano: rng.int(0, 3),
      separaBandeiras: params.bandeiras && rng.chance(0.45),
      maturidade:
        gi === tamanhos.length - 1 && tamanhos.length > 2
          ? 0.2
          : rng.chance(0.15)
            ? rng.range(0.4, 0.7)
            : rng.range(0.85, 1),
    };
    grupos.push(grupo);
    const sede = rng.weighted(pesosCidade);
    const raizGrupo = randomCnpjRaiz(rng);
    const compartilhaRaiz = n > 1 && rng.chance(0.6);
    for (let k = 0; k < n; k++) {
      const marca = segunda && k % 3 === 2 ? segunda : principal;
      const cidade = k === 0 ? sede : cidadeDoGrupo(rng, sede);
      empresas.push(
        buildEmpresa(ctx, rng, {
          grupo,
          marca,
          cidade,
          raizGrupo,
          compartilhaRaiz,
          filial: k + 1,
          indice: empresas.length,
        }),
      );
    }
  });
  marcarAtividade(ctx, rng, empresas);
  tornarApelidosUnicos(empresas);
  return { marcas, grupos, empresas };
}

interface SlotLoja {
  grupo: GrupoGerado;
  marca: MarcaGerada;
  cidade: CidadeAlvo;
  raizGrupo: string;
  compartilhaRaiz: boolean;
  filial: number;
  indice: number;
}

function buildEmpresa(ctx: Contexto, rng: Rng, slot: SlotLoja): EmpresaGerada {
  const { grupo, marca, cidade } = slot;
  const ibge = findCidade(cidade.uf, cidade.nome);
  const estado = getEstado(cidade.uf);
  if (!ibge || !estado) throw new Error(`cidade fora da base IBGE: ${cidade.nome}/${cidade.uf}`);
  const [tipo, , m2Min, m2Max] = rng.weighted(marca.perfil.tipos.map((t) => [t, t[1]] as const));
  const shopping = rng.pick(padroesShopping)(cidade.nome);
  const apelido =
    tipo === 'Loja de rua'
      ? `${cidade.nome} ${rng.pick(lugaresRua)}`
      : tipo === 'Shopping'
        ? shopping
        : `Quiosque ${shopping}`;
  const cnpj = slot.compartilhaRaiz
    ? buildCnpj(slot.raizGrupo, slot.filial)
    : buildCnpj(randomCnpjRaiz(rng), 1);
  const sobrenome = grupo.nome.split(' ').find((w) => sobrenomes.includes(w)) ?? rng.pick(sobrenomes);
  return {
    id: ctx.ids.next(),
    grupoId: grupo.id,
    marcaId: marca.id,
    codigoLoja: `${marca.perfil.prefixoLoja}-${String(slot.indice + 1).padStart(4, '0')}`,
    cnpj,
    razaoSocial: slot.compartilhaRaiz
      ? `${sobrenome} ${sufixosRazao[0]}`
      : `${rng.pick(sobrenomes)} ${rng.pick(sufixosRazao)}`,
    nomeFantasia: `${marca.nome} ${apelido}`,
    apelido,
    m2: rng.int(m2Min, m2Max),
    tipoEstabelecimento: tipo,
    localEstabelecimento: localDe(cidade),
    regiao: estado.regiao,
    uf: estado.uf,
    codigoEstado: estado.codigo,
    codigoCidade: ibge.codigo,
    cidade: ibge.nome,
    ativa: true,
    abertura: addMonths(ctx.meses[0]!.inicio, -rng.int(3, 96)),
    fechamento: null,
    outlier: null,
    temDelivery: rng.chance(tipo === 'Quiosque' ? 0.3 : 0.85),
    desempenho: rng.noise(0.18),
  };
}

/**
 * Openings during the span, a few closed (inactive) stores, a few clear outliers, and the newest stores
 * registered with the 2026 alphanumeric CNPJ.
 */
function marcarAtividade(ctx: Contexto, rng: Rng, empresas: EmpresaGerada[]): void {
  const n = empresas.length;
  const meses = ctx.meses;
  const ordem = rng.shuffle(empresas.map((_, i) => i));
  const novas = ordem.slice(0, Math.max(1, Math.round(n * 0.15)));
  const fechadas = ordem.slice(novas.length, novas.length + Math.max(n >= 6 ? 1 : 0, Math.round(n * 0.03)));
  const outliers = ordem.slice(
    novas.length + fechadas.length,
    novas.length + fechadas.length + Math.max(1, Math.round(n * 0.02)),
  );
  const recente = Math.floor(meses.length * 0.6);
  novas.forEach((i, k) => {
    const e = empresas[i]!;
    // The first new store always opens late, so every size has at least one alphanumeric CNPJ.
    const mes =
      k === 0 ? rng.int(recente, meses.length - 1) : rng.int(Math.min(1, meses.length - 1), meses.length - 1);
    e.abertura = meses[mes]!.inicio;
    if (mes >= recente) e.cnpj = buildCnpj(randomCnpjRaiz(rng, true), 1);
  });
  for (const i of fechadas) {
    const e = empresas[i]!;
    e.ativa = false;
    e.fechamento = meses[rng.int(Math.floor(meses.length / 2), meses.length - 2)]!.inicio;
  }
  const perfis = [
    { vendas: 3.2, ocupacao: 1.4 },
    { vendas: 0.45, ocupacao: 2.2 },
    { vendas: 1.9, ocupacao: 0.5 },
  ];
  outliers.forEach((i, k) => {
    empresas[i]!.outlier = perfis[k % perfis.length]!;
  });
}

/** Nicknames are unique within a cliente: a second "Shopping Campinas" becomes "Shopping Campinas 2". */
function tornarApelidosUnicos(empresas: EmpresaGerada[]): void {
  const vistos = new Map<string, number>();
  for (const e of empresas) {
    const n = (vistos.get(e.apelido) ?? 0) + 1;
    vistos.set(e.apelido, n);
    if (n > 1) {
      const apelido = `${e.apelido} ${n}`;
      e.nomeFantasia = e.nomeFantasia.replace(e.apelido, apelido);
      e.apelido = apelido;
    }
  }
}
