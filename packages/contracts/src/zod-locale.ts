import { z } from 'zod';

/**
 * Zod's own messages (wrong type, too small, …) in Brazilian Portuguese, for every schema of the web and the
 * API: this module is loaded first by the package index. The spec's messages are still set on each field.
 */
z.config(z.locales.ptBR());
