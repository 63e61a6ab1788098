import { errorMessages } from './errors.ts';

/**
 * The longest text each kind of input takes, in characters. The API refuses anything longer (every text input of
 * every contract goes through `texto`), and the SPA forms show the same limits (`maxLength`). The names are
 * stable: forms refer to them.
 */
export const textLimits = {
  /** names: users, access rules, clusters, the profile's name */
  nome: 120,
  /** e-mail addresses (the longest path SMTP carries, RFC 5321) */
  email: 254,
  /** a password as typed at sign-in or as the current password (new passwords follow the 8–16 policy) */
  senha: 128,
  /** opaque tokens, keys and tickets (login token, reset link, single sign-on) */
  token: 512,
  /** descriptions (clusters) */
  descricao: 500,
  /** the search boxes of the list screens (names, e-mails, legal names, …) */
  filtro: 200,
  /** short codes and names: store and group codes, resource and action names, report origins, sort keys */
  codigo: 60,
  /** a value of an option list: establishment types and places, regions, states */
  opcao: 120,
  /** a store's nickname */
  apelido: 100,
  /** the satisfaction survey's campaign name and click origin */
  nps: 200,
} as const;
export type TextLimit = keyof typeof textLimits;

/**
 * The most items each kind of list input takes (filters, cluster members, rule grants), from the domain: the
 * API refuses a longer list with 400 before it reaches the database. A network has at most `empresas` stores;
 * the cost-centre limit is what a 1 MB JSON body carries (about 39 bytes per id).
 */
export const listLimits = {
  /** Brazil's states (UF) */
  estados: 27,
  /** Brazil's municipalities (IBGE) */
  cidades: 5_570,
  /** Brazil's macro-regions */
  regioes: 5,
  /** marcas of a network */
  marcas: 1_000,
  /** grupos of a network (each has at least one store) */
  grupos: 10_000,
  /** stores of a network */
  empresas: 10_000,
  /** cost centres of a network (about two or three per store) */
  centrosDeCusto: 20_000,
  /** clusters of a network */
  clusters: 1_000,
  /** values of an option list (establishment types and places) */
  opcoes: 1_000,
  /** report origins and statuses of the report list filter */
  origens: 100,
  status: 4,
  /** resources of an access rule, and actions of one resource */
  acessos: 100,
} as const;
export type ListLimit = keyof typeof listLimits;

/** The earliest and latest years a date filter takes (a date beyond them cannot be stored as a timestamp). */
export const dateLimits = { minYear: 2000, maxYear: 2100 } as const;

/** 12345 → '12.345' (pt-BR thousands), without depending on the runtime's locale data. */
const milhares = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

export const listMessages = {
  max: (n: number) => (n === 1 ? 'Máximo de 1 item' : `Máximo de ${milhares(n)} itens`),
} as const;

export const textMessages = {
  control: 'Caracteres de controle não são permitidos',
  invalid: 'O texto contém caracteres inválidos',
  max: (n: number) => `Máximo de ${n} caracteres`,
  min: (n: number) => (n <= 1 ? errorMessages.required : `Mínimo de ${n} caracteres`),
} as const;
