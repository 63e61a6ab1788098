/**
 * The sign-in schemas of packages/contracts (zod). The login screen and the session check of every route load
 * them on demand, not with the first screen: zod is about 30 kB of gzip JS, an eighth of the first-load budget
 * (issue 8 §4). The login screen asks for them once it is drawn, so they are there before the first submit.
 */
export { loginConflictOutput, loginInput, loginOutput, validateTokenOutput } from '@matriz/contracts';
