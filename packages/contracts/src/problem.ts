import { z } from 'zod';

import type { ProblemEnvelope } from './errors.ts';
import './zod-locale.ts';

/** application/problem+json envelope of every error (DESIGN.md §3). */
export const problemSchema = z.object({
  status: z.number().int(),
  title: z.string(),
  detail: z.string().optional(),
  errors: z.array(z.object({ campo: z.string(), mensagem: z.string() })).optional(),
}) satisfies z.ZodType<ProblemEnvelope>; // the same shape as readProblem (errors.ts) answers
export type Problem = z.infer<typeof problemSchema>;
