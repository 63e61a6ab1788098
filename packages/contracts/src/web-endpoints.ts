/**
 * Paths the SPA already calls whose server side arrives in a later issue (spec 000 §7: GET logo, binary).
 * Move each into `endpoints` when the API implements it.
 */
export const webEndpoints = {
  logo: '/api/v1/Logo',
} as const;
