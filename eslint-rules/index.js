// The project's own lint rules (no native dependencies: the registry here lacks other platforms' builds of
// the resolver that eslint-plugin-import-x needs, which would break `npm ci`).
import boundaries from './boundaries.js';
import noCycle from './no-cycle.js';

export default { meta: { name: 'matriz' }, rules: { boundaries, 'no-cycle': noCycle } };
