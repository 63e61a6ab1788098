import { z } from 'zod';

/** Clusters (spec 002 §2.7, §3): the filters of a dynamic cluster and the rule that evaluates them. */

export const clusterMessages = {
  filtrosInvalid: 'Filtros do cluster inválidos',
  idInvalid: 'Identificador inválido',
  ufInvalid: 'Estado inválido: use a sigla de 2 letras',
  cidadeInvalid: 'Cidade inválida: use o código IBGE de 7 dígitos',
  m2Invalid: 'Metragem inválida',
  m2Range: 'A metragem mínima não pode ser maior que a máxima',
} as const;

const ids = z.array(z.uuid({ error: clusterMessages.idInvalid })).default([]);
const texts = z.array(z.string().trim().min(1, clusterMessages.filtrosInvalid)).default([]);
const m2 = z
  .number({ error: clusterMessages.m2Invalid })
  .finite()
  .min(0, clusterMessages.m2Invalid)
  .nullish();

/**
 * Filters of a dynamic cluster, evaluated over the store's columns whenever the cluster is used. Field names
 * are the spec's; every list holds option values: marca, grupo and store ids (the selects' ids), establishment
 * types, places and regions as shown, states as UF and cities as IBGE codes. A store matches when it meets
 * every filter given; an empty list (or an absent bound) does not filter, so no filters at all is every store.
 * A store whose column is empty never matches a filter on that column.
 */
export const clusterFiltros = z
  .object(
    {
      /** marca ids */
      marca: ids,
      /** grupo ids */
      codigoGrupo: ids,
      /** store ids */
      codigoLoja: ids,
      tipoDeEstabelecimento: texts,
      localEstabelecimento: texts,
      regiaoBrasil: texts,
      /** UF, e.g. "SP" */
      codigoEstado: z
        .array(
          z
            .string()
            .trim()
            .toUpperCase()
            .regex(/^[A-Z]{2}$/, clusterMessages.ufInvalid),
        )
        .default([]),
      /** IBGE municipality codes (7 digits) */
      codigoCidade: z
        .array(
          z.coerce
            .number({ error: clusterMessages.cidadeInvalid })
            .int(clusterMessages.cidadeInvalid)
            .min(1_000_000, clusterMessages.cidadeInvalid)
            .max(9_999_999, clusterMessages.cidadeInvalid),
        )
        .default([]),
      /** m² bounds, inclusive */
      m2Min: m2,
      m2Max: m2,
      /** true: active stores only; false: inactive stores only; absent: both */
      ativos: z.boolean({ error: clusterMessages.filtrosInvalid }).nullish(),
    },
    { error: clusterMessages.filtrosInvalid },
  )
  .refine((f) => f.m2Min == null || f.m2Max == null || f.m2Min <= f.m2Max, {
    message: clusterMessages.m2Range,
    path: ['m2Min'],
  });
export type ClusterFiltrosInput = z.input<typeof clusterFiltros>;
export type ClusterFiltros = z.output<typeof clusterFiltros>;

/** The store columns a dynamic cluster looks at. */
export interface EmpresaAtributos {
  id: string;
  marcaId: string;
  grupoId: string;
  tipoEstabelecimento: string | null;
  localEstabelecimento: string | null;
  regiao: string | null;
  uf: string | null;
  codigoIbgeCidade: number | null;
  m2: number | null;
  ativo: boolean;
}

const passes = <T>(allowed: readonly T[], value: T | null) =>
  allowed.length === 0 || (value !== null && allowed.includes(value));

/** True when the store meets every filter of the (parsed) dynamic cluster. */
export function matchesClusterFiltros(f: ClusterFiltros, e: EmpresaAtributos): boolean {
  return (
    passes(f.marca, e.marcaId) &&
    passes(f.codigoGrupo, e.grupoId) &&
    passes(f.codigoLoja, e.id) &&
    passes(f.tipoDeEstabelecimento, e.tipoEstabelecimento) &&
    passes(f.localEstabelecimento, e.localEstabelecimento) &&
    passes(f.regiaoBrasil, e.regiao) &&
    passes(f.codigoEstado, e.uf) &&
    passes(f.codigoCidade, e.codigoIbgeCidade) &&
    (f.m2Min == null || (e.m2 !== null && e.m2 >= f.m2Min)) &&
    (f.m2Max == null || (e.m2 !== null && e.m2 <= f.m2Max)) &&
    (f.ativos == null || e.ativo === f.ativos)
  );
}

/** The filters stored with a cluster, or null when they are not valid (such a cluster matches no store). */
export function parseClusterFiltros(raw: unknown): ClusterFiltros | null {
  const parsed = clusterFiltros.safeParse(raw ?? {});
  return parsed.success ? parsed.data : null;
}
