import { z } from 'zod';
import { deParaMessages } from './de-para-messages.ts';
import { deParaBlank, moneyValue } from './de-para.ts';
import { joinedIds, joinedMarcas } from './opcoes.ts';
import { listLimits } from './text-limits.ts';

/**
 * The unmapped money of the De-Para (issue 9 §4): what the DRE and the cash flow say is "R$ X of the period is not
 * mapped", with a link to the pending tab of each grupo.
 */

const isoMonth = z.preprocess(
  deParaBlank,
  z
    .string({ error: deParaMessages.invalidMonth })
    .regex(/^(20\d{2}|2100)-(0[1-9]|1[0-2])-01$/, deParaMessages.invalidMonth),
);
/**
 * GET unmapped money (for the DRE and the cash flow: "R$ X of the period is not mapped"): months inicio..fim (first
 * days, at most 36 months), regime 1 competência / 2 caixa, optional marcas, grupos and stores (within scope).
 */
export const naoMapeadoQuery = z
  .object({
    inicio: isoMonth,
    fim: isoMonth,
    regime: z.preprocess(
      deParaBlank,
      z.coerce
        .number({ error: deParaMessages.invalidRegime })
        .refine((n) => n === 1 || n === 2, deParaMessages.invalidRegime)
        .default(1),
    ),
    marcas: joinedMarcas,
    CustomerIds: joinedIds(listLimits.grupos),
    EmpresasIds: joinedIds(listLimits.empresas),
  })
  .refine((q) => q.inicio <= q.fim, { message: deParaMessages.invalidRange, path: ['fim'] })
  .refine(
    (q) => {
      const [ai, mi] = q.inicio.split('-').map(Number) as [number, number];
      const [af, mf] = q.fim.split('-').map(Number) as [number, number];
      return (af - ai) * 12 + (mf - mi) < 36;
    },
    { message: deParaMessages.rangeTooLong, path: ['fim'] },
  );
export type NaoMapeadoQuery = z.input<typeof naoMapeadoQuery>;
export const naoMapeadoGrupo = z.object({
  customerId: z.string(),
  nome: z.string(),
  /**
   * The movement of the period on accounts without an approved mapping to a franchisor account, in reais: of each
   * account, Σ |net value| of each of its store × month cells of the regime asked
   */
  valorNaoMapeado: moneyValue,
  /** of which on accounts still pending (no mapping in review or approved) */
  valorPendente: moneyValue,
  /** franchisee accounts (× marca) with movement and no approved mapping */
  contas: z.number().int(),
});
export const naoMapeadoOutput = z.object({
  valorNaoMapeado: moneyValue,
  valorPendente: moneyValue,
  /** the movement of the period of every account in the same selection, mapped or not */
  valorTotal: moneyValue,
  contas: z.number().int(),
  grupos: z.array(naoMapeadoGrupo),
});
export type NaoMapeadoOutput = z.infer<typeof naoMapeadoOutput>;
