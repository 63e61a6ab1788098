import { readFileSync } from 'node:fs';

export type Regiao = 'Norte' | 'Nordeste' | 'Sudeste' | 'Sul' | 'Centro-Oeste';

export interface Estado {
  /** IBGE state code (2 digits), e.g. 35 for São Paulo. */
  codigo: number;
  uf: string;
  nome: string;
  regiao: Regiao;
}

export interface Cidade {
  /** IBGE municipality code (7 digits, the first two are the state's). */
  codigo: number;
  nome: string;
  uf: string;
}

// Read rather than imported: a composite TypeScript project would have to list the JSON file.
const dados = JSON.parse(readFileSync(new URL('./ibge.json', import.meta.url), 'utf8')) as {
  estados: Estado[];
  municipios: Cidade[];
};
const estados: readonly Estado[] = Object.freeze(dados.estados);
const cidades: readonly Cidade[] = Object.freeze(dados.municipios);
const cidadePorCodigo = new Map(cidades.map((c) => [c.codigo, c]));
const estadoPorUf = new Map(estados.map((e) => [e.uf, e]));
const estadoPorCodigo = new Map(estados.map((e) => [e.codigo, e]));
const collator = new Intl.Collator('pt-BR');

const byNome = (a: { nome: string }, b: { nome: string }) => collator.compare(a.nome, b.nome);
const cidadesPorUf = new Map<string, Cidade[]>();
for (const cidade of [...cidades].sort(byNome)) {
  const lista = cidadesPorUf.get(cidade.uf) ?? [];
  lista.push(cidade);
  cidadesPorUf.set(cidade.uf, lista);
}

/** The 27 federative units, ordered by name. */
export function listEstados(): Estado[] {
  return [...estados].sort(byNome);
}

/** Municipalities ordered by name; of one state when `uf` (sigla) is given. */
export function listCidades(uf?: string): Cidade[] {
  if (uf === undefined) return [...cidades].sort(byNome);
  return [...(cidadesPorUf.get(uf.toUpperCase()) ?? [])];
}

export function getCidade(codigo: number): Cidade | undefined {
  return cidadePorCodigo.get(codigo);
}

/** A state by its sigla ('SP') or by its IBGE code (35). */
export function getEstado(ufOrCodigo: string | number): Estado | undefined {
  return typeof ufOrCodigo === 'number'
    ? estadoPorCodigo.get(ufOrCodigo)
    : estadoPorUf.get(ufOrCodigo.toUpperCase());
}

const normalize = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Finds a municipality by state and name, ignoring accents and case. */
export function findCidade(uf: string, nome: string): Cidade | undefined {
  const alvo = normalize(nome);
  return cidadesPorUf.get(uf.toUpperCase())?.find((c) => normalize(c.nome) === alvo);
}
