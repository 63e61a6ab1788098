/** The messages of the error envelope and of the global error handling (no zod here: the SPA's first load needs
 * them without the schemas, issue 8 §4). */
export const errorMessages = {
  server: 'Exception: algum erro no servidor',
  request: 'Ocorreu algum problema com a requisição',
  noResponse: 'Ocorreu algum erro com a requisição.',
  internal: 'Algum erro interno aconteceu, por favor consulte nosso suporte.',
  thrownTitle: 'Erro interno',
  thrownDetail: 'Algum erro interno ocorreu, por favor entre em contato com nosso suporte',
  required: 'Campo obrigatório',
  unauthenticated: 'Sessão expirada ou inválida. Entre novamente.',
  forbidden: 'Sem permissões',
  notFound: 'Recurso não encontrado',
  validation: 'Dados inválidos',
  /** a value the database cannot store (caught by the schemas first) */
  unstorableValue: 'Um ou mais valores enviados não podem ser gravados.',
  tooManyRequests: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  /** a transaction undone by the database because another one changed the same data at the same time */
  concurrentChange:
    'Outro usuário alterava os mesmos dados ao mesmo tempo. Nada foi gravado; tente novamente.',
} as const;

/** A problem+json envelope, as `problemSchema` (problem.ts) describes it. */
export interface ProblemEnvelope {
  status: number;
  title: string;
  detail?: string | undefined;
  errors?: { campo: string; mensagem: string }[] | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The problem envelope of an error body, or null when the body is not one: what `problemSchema.safeParse`
 * accepts, without zod, so the SPA reads error answers before the schemas have loaded (issue 8 §4). Extra keys
 * are dropped as the schema drops them. problem.test.ts checks both agree.
 */
export function readProblem(body: unknown): ProblemEnvelope | null {
  if (!isRecord(body)) return null;
  const { status, title, detail, errors } = body;
  if (typeof status !== 'number' || !Number.isSafeInteger(status) || typeof title !== 'string') return null;
  if (detail !== undefined && typeof detail !== 'string') return null;
  const problem: ProblemEnvelope = { status, title };
  if (detail !== undefined) problem.detail = detail;
  if (errors !== undefined) {
    if (!Array.isArray(errors)) return null;
    const list: { campo: string; mensagem: string }[] = [];
    for (const item of errors) {
      if (!isRecord(item) || typeof item.campo !== 'string' || typeof item.mensagem !== 'string') return null;
      list.push({ campo: item.campo, mensagem: item.mensagem });
    }
    problem.errors = list;
  }
  return problem;
}
