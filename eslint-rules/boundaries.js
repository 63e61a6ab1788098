// matriz/boundaries: zones of the layout (CONVENTIONS.md) that may not import from other zones.
import { join, sep } from 'node:path';
import { repoRoot, resolveImport } from './resolve.js';

const inside = (file, folder) => file === folder || file.startsWith(folder + sep);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Respeita as fronteiras entre áreas do código' },
    messages: { restricted: '{{message}} ({{from}} não pode ser importado aqui)' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'string' },
                from: { type: 'array', items: { type: 'string' } },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from', 'message'],
            },
          },
        },
      },
    ],
  },
  create(context) {
    const zones = (context.options[0]?.zones ?? []).map((z) => ({
      target: join(repoRoot, z.target),
      from: z.from.map((f) => join(repoRoot, f)),
      except: (z.except ?? []).map((e) => join(repoRoot, e)),
      message: z.message,
      fromLabel: z.from.join(', '),
    }));
    const file = context.filename;
    const active = zones.filter((z) => inside(file, z.target));
    if (active.length === 0) return {};
    function check(node, specifier) {
      const target = resolveImport(specifier, file);
      if (!target) return;
      for (const z of active) {
        if (!z.from.some((f) => inside(target, f))) continue;
        if (z.except.some((e) => inside(target, e))) continue;
        context.report({ node, messageId: 'restricted', data: { message: z.message, from: z.fromLabel } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
