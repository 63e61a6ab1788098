import { z } from 'zod';
import { listLimits, listMessages, textLimits } from './text-limits.ts';
import { texto } from './text.ts';
import { optionItem, optionNode, TODAS_AS_MARCAS } from './usuarios.ts';

/**
 * Option lists of every filter card (spec 001 §7, spec 002 §7): marcas, grupos, empresas, cost centres,
 * clusters, establishment types and places, regions, states and cities. Every item is `{ id, label }`
 * (`OptionItem`); the cost-centre cascader answers `OptionNode`s (store → its cost centres). The server limits
 * every list to the user's data scope; an id outside it is refused with 403.
 */

export const opcoesMessages = {
  idInvalid: 'Identificador inválido',
  flagInvalid: 'Valor inválido: use true ou false',
  alvoInvalid: 'Alvo inválido: use empresa ou centro_de_custo',
  estadoInvalid: 'Estado inválido: use a sigla (SP) ou o código IBGE de 2 dígitos',
  cidadeInvalid: 'Cidade inválida: use o código IBGE de 7 dígitos',
  regiaoInvalid: 'Região inválida: use Norte, Nordeste, Sudeste, Sul ou Centro-Oeste',
} as const;

/** The five macro-regions of Brazil, in IBGE order (codes 1 to 5). */
export const REGIOES_BRASIL = ['Norte', 'Nordeste', 'Sudeste', 'Sul', 'Centro-Oeste'] as const;
export type RegiaoBrasil = (typeof REGIOES_BRASIL)[number];

/**
 * Splits a list sent in a query string: values joined by comma, semicolon (spec 002 §7) or pipe (the
 * geography service's joiner); an array (a JSON body, or a repeated query key) is split the same way.
 * Blanks are dropped.
 */
export function splitList(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  const parts = Array.isArray(value) ? value : [value];
  return parts.flatMap((p) =>
    typeof p === 'string'
      ? p
          .split(/[,;|]/)
          .map((s) => s.trim())
          .filter((s) => s !== '')
      : [p],
  );
}

/** The list without repeats, in the order first seen. */
export const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/**
 * A list of `item` of at most `max` items (one of `listLimits`: a longer list is refused with 'Máximo de N
 * itens'), repeats dropped. Every list input of the contracts is one, so none reaches the database unbounded.
 */
export const limitedList = <T extends z.ZodType>(item: T, max: number, params?: { error: string }) =>
  z.array(item, params).max(max, listMessages.max(max)).transform(unique);

/** A joined list of values of `item`, at most `max` of them (see limitedList). */
export const joinedList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(splitList, limitedList(item, max));

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
export const optionId = z.uuid({ error: opcoesMessages.idInvalid });
/** A joined list of at most `max` ids. */
export const joinedIds = (max: number) => joinedList(optionId, max);
/** A joined list of marca ids; "0" (every marca, spec 000 §9) is kept for the server to read as no filter. */
export const joinedMarcas = joinedList(
  z.union([z.literal(TODAS_AS_MARCAS), optionId], { error: opcoesMessages.idInvalid }),
  listLimits.marcas,
);

/** A boolean query flag: "true"/"false" (or a JSON boolean); absent or blank is `fallback`. */
export const queryFlag = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : blankToUndefined(v)),
    z.boolean({ error: opcoesMessages.flagInvalid }).default(fallback),
  );

/**
 * A state as the filters send it: the sigla ('SP') or the IBGE code (35). Read as the sigla (the stores'
 * column and the dynamic-cluster filter hold siglas); an unknown sigla or code is refused by the server.
 */
export const estadoRef = texto({ max: textLimits.opcao, required: opcoesMessages.estadoInvalid })
  .toUpperCase()
  .regex(/^([A-Z]{2}|\d{2})$/, opcoesMessages.estadoInvalid);
/** A municipality's IBGE code (7 digits). */
export const cidadeCodigo = z.coerce
  .number({ error: opcoesMessages.cidadeInvalid })
  .int(opcoesMessages.cidadeInvalid)
  .min(1_000_000, opcoesMessages.cidadeInvalid)
  .max(9_999_999, opcoesMessages.cidadeInvalid);
/** A region by name ('Sudeste') or IBGE code (1–5); read as the name. */
export const regiaoRef = texto({ max: textLimits.opcao, required: opcoesMessages.regiaoInvalid }).transform(
  (v, ctx) => {
    const byCode = /^[1-5]$/.test(v) ? REGIOES_BRASIL[Number(v) - 1] : undefined;
    const byName = REGIOES_BRASIL.find((r) => r.toLowerCase() === v.toLowerCase());
    const found = byCode ?? byName;
    if (!found) {
      ctx.addIssue({ code: 'custom', message: opcoesMessages.regiaoInvalid });
      return z.NEVER;
    }
    return found;
  },
);

export const optionsListOutput = z.array(optionItem);
/**
 * A store of GET empresas, with its grupo: the cash flow turns its balances off unless the stores chosen are of one
 * grupo (spec 001 §4), and lists the bank accounts of that grupo.
 */
export const empresaOptionItem = optionItem.extend({ grupoId: z.string() });
export type EmpresaOptionItem = z.infer<typeof empresaOptionItem>;
export const empresaOptionsOutput = z.array(empresaOptionItem);
export const optionsTreeOutput = z.array(optionNode);

// ---------- queries (GET, query string) ----------

/** GET grupos: optional marcas ("0" = all). */
export const opcoesGruposQuery = z.object({ marcas: joinedMarcas });
/**
 * GET empresas / GET centros de custo: marcas ("0" = all); `apelido` true labels stores by their nickname
 * (then trade name, then legal name), otherwise by legal name (razaoSocial); `excluirInativos` true leaves
 * inactive stores (and, for cost centres, inactive cost centres) out — absent, they are listed, marked
 * '(inativa)' / '(inativo)'.
 */
export const opcoesEmpresasQuery = z.object({
  marcas: joinedMarcas,
  apelido: queryFlag(false),
  excluirInativos: queryFlag(false),
});
export const opcoesCentrosDeCustoQuery = opcoesEmpresasQuery;

/** GET /v1/cluster/listar-options: active clusters of one target (default stores). */
export const clusterListarOptionsQuery = z.object({
  alvo: z.preprocess(
    blankToUndefined,
    z.enum(['empresa', 'centro_de_custo'], { error: opcoesMessages.alvoInvalid }).default('empresa'),
  ),
});
/**
 * GET DRE cluster list: store clusters; with empresasIds only those holding at least one of the stores;
 * `excluirInativos` true leaves inactive clusters out (absent, they are listed, marked '(inativo)').
 */
export const opcoesClustersDreQuery = z.object({
  empresasIds: joinedIds(listLimits.empresas),
  excluirInativos: queryFlag(false),
});
/** GET clusters by company: the store clusters holding at least one of the stores (none asked: none). */
export const opcoesClustersPorEmpresaQuery = z.object({ empresasIds: joinedIds(listLimits.empresas) });
/** GET clusters by cost centre: the cost-centre clusters holding at least one of the cost centres. */
export const opcoesClustersPorCentroDeCustoQuery = z.object({
  ccsIds: joinedIds(listLimits.centrosDeCusto),
  excluirInativos: queryFlag(false),
});
/** GET establishment types / places: the distinct values of the stores in scope, optionally of marcas. */
export const opcoesEstabelecimentoQuery = z.object({ marcas: joinedMarcas });
/** GET states: optionally of regions (names or IBGE codes 1–5). Item id: the sigla; label: the name. */
export const opcoesEstadosQuery = z.object({ regioes: joinedList(regiaoRef, listLimits.regioes) });
/**
 * GET cities of states (siglas or IBGE codes, joined by pipe, comma or semicolon). Item id: the IBGE code
 * (7 digits, as a string); label: the name, followed by ' - UF' when more than one state is asked. No state:
 * an empty list.
 */
export const opcoesCidadesQuery = z.object({ estados: joinedList(estadoRef, listLimits.estados) });

export type OpcoesGruposQuery = z.input<typeof opcoesGruposQuery>;
export type OpcoesEmpresasQuery = z.input<typeof opcoesEmpresasQuery>;
export type OpcoesEmpresasParams = z.output<typeof opcoesEmpresasQuery>;
export type OpcoesCentrosDeCustoQuery = z.input<typeof opcoesCentrosDeCustoQuery>;
export type ClusterListarOptionsQuery = z.input<typeof clusterListarOptionsQuery>;
export type OpcoesClustersDreQuery = z.input<typeof opcoesClustersDreQuery>;
export type OpcoesClustersPorEmpresaQuery = z.input<typeof opcoesClustersPorEmpresaQuery>;
export type OpcoesClustersPorCentroDeCustoQuery = z.input<typeof opcoesClustersPorCentroDeCustoQuery>;
export type OpcoesEstabelecimentoQuery = z.input<typeof opcoesEstabelecimentoQuery>;
export type OpcoesEstadosQuery = z.input<typeof opcoesEstadosQuery>;
export type OpcoesCidadesQuery = z.input<typeof opcoesCidadesQuery>;

/** Joins a list for a query string as the server reads it (comma). */
export const joinQueryList = (values: readonly (string | number)[]) => values.join(',');
