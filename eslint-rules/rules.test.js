import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import boundaries from './boundaries.js';
import noCycle from './no-cycle.js';
import { repoRoot } from './resolve.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

/** Writes a small module tree to a temp folder; the rules read imports from disk. */
function tree(files) {
  const root = mkdtempSync(join(tmpdir(), 'matriz-eslint-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

const cyc = tree({
  'a.ts': "import { b } from './b.ts';\nexport const a = b;\n",
  'b.ts': "import { c } from './c.ts';\nexport const b = c;\n",
  'c.ts': "import { a } from './a.ts';\nexport const c = 1;\n",
  'd.ts': "import type { a } from './a.ts';\nexport const d = 1;\n",
  'e.ts': "import { d } from './d.ts';\nexport const e = d;\n",
});

tester.run('matriz/no-cycle', noCycle, {
  valid: [
    { filename: join(cyc, 'e.ts'), code: "import { d } from './d.ts';" },
    // a type-only import vanishes at run time
    { filename: join(cyc, 'a.ts'), code: "import type { d } from './d.ts';" },
    { filename: join(cyc, 'a.ts'), code: "import { z } from 'zod';" },
  ],
  invalid: [
    { filename: join(cyc, 'a.ts'), code: "import { b } from './b.ts';", errors: [{ messageId: 'cycle' }] },
    { filename: join(cyc, 'c.ts'), code: "export { a } from './a';", errors: [{ messageId: 'cycle' }] },
  ],
});

const web = tree({
  'features/auth/api/login.ts': 'export const login = 1;\n',
  'features/shell/x.ts': 'export const x = 1;\n',
  'lib/format.ts': 'export const f = 1;\n',
});
const rel = (p) => relative(repoRoot, join(web, p));
const zones = [
  {
    target: rel('features/shell'),
    from: [rel('features')],
    except: [rel('features/shell')],
    message: 'feature',
  },
  { target: rel('lib'), from: [rel('features')], message: 'lib' },
];

tester.run('matriz/boundaries', boundaries, {
  valid: [
    { filename: join(web, 'features/shell/y.ts'), code: "import { x } from './x.ts';", options: [{ zones }] },
    {
      filename: join(web, 'features/shell/y.ts'),
      code: "import { f } from '../../lib/format.ts';",
      options: [{ zones }],
    },
  ],
  invalid: [
    {
      filename: join(web, 'features/shell/y.ts'),
      code: "import { login } from '../auth/api/login.ts';",
      options: [{ zones }],
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: join(web, 'lib/y.ts'),
      code: "const m = import('../features/auth/api/login');",
      options: [{ zones }],
      errors: [{ messageId: 'restricted' }],
    },
  ],
});

// The API's layers: a plugin may use modules/access (the request's auth context) and no other module.
const api = tree({
  'modules/access/auth-context.ts': 'export const requireAuth = 1;\n',
  'modules/relatorio/run-report.ts': 'export const run = 1;\n',
  'plugins/auth.ts': 'export const auth = 1;\n',
});
const apiRel = (p) => relative(repoRoot, join(api, p));
const apiZones = [
  {
    target: apiRel('plugins'),
    from: [apiRel('modules')],
    except: [apiRel('modules/access')],
    message: 'plugin',
  },
];

tester.run('matriz/boundaries (API layers)', boundaries, {
  valid: [
    {
      filename: join(api, 'plugins/auth.ts'),
      code: "import { requireAuth } from '../modules/access/auth-context.ts';",
      options: [{ zones: apiZones }],
    },
    {
      filename: join(api, 'modules/relatorio/y.ts'),
      code: "import { auth } from '../../plugins/auth.ts';",
      options: [{ zones: apiZones }],
    },
  ],
  invalid: [
    {
      filename: join(api, 'plugins/auth.ts'),
      code: "import type { run } from '../modules/relatorio/run-report.ts';",
      options: [{ zones: apiZones }],
      errors: [{ messageId: 'restricted' }],
    },
  ],
});
