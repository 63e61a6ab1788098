/** The sign-in schemas, loaded on first use (auth-schemas.ts says why). */
export const loadAuthSchemas = () => import('./auth-schemas.ts');

/** The e-mail field of the login, for the login and recovery forms' rule. */
export const loadEmailSchema = async () => (await loadAuthSchemas()).loginInput.shape.Email;
