import { z } from 'zod';
import { NPS_MAX_SCORE, NPS_MIN_SCORE, npsMessages } from './nps-messages.ts';
import { textLimits } from './text-limits.ts';
import { texto } from './text.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const campanhaId = z.uuid({ error: npsMessages.campaignInvalid });

/** A campaign and its window (`fim` inclusive), dates as YYYY-MM-DD. */
export const npsCampanhaSchema = z.object({
  id: z.string(),
  nome: z.string(),
  inicio: isoDate,
  fim: isoDate,
});
export type NpsCampanha = z.infer<typeof npsCampanhaSchema>;

/** GET active campaign: the campaign whose window holds today, or null. */
export const npsCampanhaAtivaOutput = npsCampanhaSchema.nullable();

/** GET NPS user (spec 000 §7): query campanhaId, campanhaName. */
export const npsUsuarioQuery = z.object({
  campanhaId,
  campanhaName: texto({ max: textLimits.nps }).optional(),
});
export type NpsUsuarioQuery = z.infer<typeof npsUsuarioQuery>;

/** The user's id when he already answered the campaign, null otherwise. */
export const npsUsuarioOutput = z.object({ usuarioId: z.string().nullable() });
export type NpsUsuarioOutput = z.infer<typeof npsUsuarioOutput>;

const score = z
  .number({ error: npsMessages.scoreRequired })
  .int(npsMessages.scoreRequired)
  .min(NPS_MIN_SCORE, npsMessages.scoreRequired)
  .max(NPS_MAX_SCORE, npsMessages.scoreRequired);

/**
 * POST save NPS (spec 000 §7): the NPS record of §3 without usuarioId, which the server takes from the session
 * together with the hidden user and customer data. `campanhaName` is informative: the campaign's own name is
 * stored.
 */
export const salvarNpsInput = z.object({
  campanhaId,
  campanhaName: texto({ max: textLimits.nps }).optional(),
  respostaId: score,
  origemClick: texto({ max: textLimits.nps, tooLong: npsMessages.originTooLong }).optional(),
});
export type SalvarNpsInput = z.input<typeof salvarNpsInput>;
/** The body as the server reads it, after validation. */
export type SalvarNpsData = z.output<typeof salvarNpsInput>;
