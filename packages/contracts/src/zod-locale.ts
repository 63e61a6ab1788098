import { z } from 'zod';

/**
 * Zod's own messages (wrong type, too small, …) in Brazilian Portuguese, for every schema of the web and the
 * API: errors.ts, which every module that builds a schema imports, loads this module first. The spec's messages are still set on each field.
 */
z.config(z.locales.ptBR());
