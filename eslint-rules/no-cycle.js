// matriz/no-cycle: a module may not import (directly or through others) a module that imports it back.
import { relative } from 'node:path';
import { repoRoot, resolveImport, runtimeImports } from './resolve.js';

/** A path of imports from `start` back to `target`, or null. */
function findPath(start, target, maxDepth = 50) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, path] = stack.pop();
    if (file === target) return path;
    if (seen.has(file) || path.length > maxDepth) continue;
    seen.add(file);
    for (const next of runtimeImports(file)) stack.push([next, [...path, next]]);
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Proíbe ciclos de importação entre módulos do projeto' },
    messages: { cycle: 'Ciclo de importação: {{path}}' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    function check(node, specifier) {
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const target = resolveImport(specifier, file);
      if (!target) return;
      const path = findPath(target, file);
      if (path) {
        const shown = [file, ...path].map((p) => relative(repoRoot, p)).join(' → ');
        context.report({ node, messageId: 'cycle', data: { path: shown } });
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
