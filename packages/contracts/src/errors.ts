import { z } from 'zod';

/** application/problem+json envelope of every error (DESIGN.md §3). */
export const problemSchema = z.object({
  status: z.number().int(),
  title: z.string(),
  detail: z.string().optional(),
  errors: z.array(z.object({ campo: z.string(), mensagem: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

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
} as const;
