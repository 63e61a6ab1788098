import { z } from 'zod';
import { SYS_ADMIN, type Claim } from './access.ts';
import { emailMessages } from './auth-messages.ts';
import { endpoints } from './endpoints.ts';
import { validatePasswordPair } from './password.ts';
import { listLimits, listMessages, textLimits } from './text-limits.ts';
import { texto, textoFiltro } from './text.ts';
import { accessResources } from './resources.ts';

/** Users screen and access rules (spec 000 §2.8, §3, §5, §6, §8, §9). */

export const USER_PAGE_SIZES = [5, 10, 25, 50, 75, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** Active users a non-premium cliente may have (spec 000 §6, §9). */
export const STARTER_ACTIVE_USER_LIMIT = 3;
/** Marca value meaning "all brands" (spec 000 §9). */
export const TODAS_AS_MARCAS = '0';

export const usuariosMessages = {
  nomeRequired: 'Nome é um campo obrigatório!',
  perfilRequired: 'Perfil é um campo obrigatório!',
  emailRequired: emailMessages.required,
  emailInvalid: emailMessages.invalid,
  allRequired: 'Por favor, preencha todos os campos obrigatórios',
  saved: 'Usuário criado com sucesso',
  saveFailed: 'Não foi possível criar o usuário',
  deleted: 'Usuário deletado com sucesso !',
  listFailedTitle: 'Listar usuários',
  listFailed: 'Não foi possível obter a lista de usuários',
  limitReached: 'Limite de usuários atingido, seja premium para cadastrar novos',
  confirmDelete: 'Tem certeza que deseja deletar esse registro ?',
  confirmReset: 'Tem certeza? essa ação irá redefinir a senha deste usuário.',
  resetFailed: 'Houve um erro no processo',
  cancelled: 'Operação cancelada',
  passwordReset: (email: string) => `Senha redefinida. A nova senha foi enviada para ${email}.`,
  notFound: 'Usuário não encontrado',
  ruleNotFound: 'Regra de acesso não encontrada',
  cannotDeleteSelf: 'Você não pode deletar o seu próprio usuário',
  cannotDeactivateSelf: 'Você não pode desativar o seu próprio usuário',
  invalidId: 'Identificador inválido',
  invalidPageSize: `Tamanho de página inválido: use ${USER_PAGE_SIZES.join(', ')}`,
  invalidPage: 'Página inválida',
  invalidSort: 'Ordenação inválida',
  invalidValue: 'Valor inválido',
  ruleBeyondEditor: 'Você não pode atribuir uma regra de acesso com permissões ou dados além dos seus',
  userBeyondEditor: 'Você não pode alterar um usuário com permissões ou dados além dos seus',
} as const;

export const regraMessages = {
  nomeRequired: 'Nome é um campo obrigatório!',
  saved: 'Regra de Usuário criada com sucesso',
  saveFailed: 'Não foi possível criar regra de usuário',
  listFailed: 'Não foi possível obter a lista de regras',
  /** the spec uses the users' text for rules too */
  deleted: 'Usuário deletado com sucesso !',
  notFound: 'Regra de acesso não encontrada',
  nameInUse: 'Já existe uma regra de acesso com este nome',
  grantBeyondEditor: 'Você não pode conceder permissões ou dados que você não possui',
  ruleBeyondEditor: 'Você não pode alterar uma regra de acesso com permissões ou dados além dos seus',
  inUse: (n: number) =>
    n === 1
      ? 'Esta regra de acesso não pode ser deletada: 1 usuário a utiliza. Troque a regra dele antes.'
      : `Esta regra de acesso não pode ser deletada: ${n} usuários a utilizam. Troque a regra deles antes.`,
  unknownResource: (nome: string) => `Permissão desconhecida: ${nome}`,
  unknownAction: (nome: string, acao: string) => `Ação desconhecida para ${nome}: ${acao}`,
  marcasInvalid: 'Uma ou mais marcas selecionadas não existem',
  gruposInvalid: 'Um ou mais grupos selecionados não existem',
  empresasInvalid: 'Uma ou mais empresas selecionadas não existem',
  clustersEmpresasInvalid: 'Um ou mais clusters de empresas selecionados não existem',
  centrosInvalid: 'Um ou mais centros de custo selecionados não existem',
  clustersCentrosInvalid: 'Um ou mais clusters de centros de custo selecionados não existem',
} as const;

// ---------- shared pieces ----------

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const id = z.uuid({ error: usuariosMessages.invalidId });
const invalidValue = { error: usuariosMessages.invalidValue };
/** At most `max` items (listLimits), repeats dropped (opcoes.ts has the same; it imports this module). */
const limitedList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item, invalidValue)
    .max(max, listMessages.max(max))
    .transform((v) => [...new Set(v)]);
const ids = (max: number) => limitedList(id, max).default([]);
const flag = z.boolean(invalidValue);
/** a marca id, or "0" for every marca */
const marcaId = z.union([z.literal(TODAS_AS_MARCAS), id], { error: usuariosMessages.invalidId });
const textFilter = textoFiltro();
/** A password as typed (never trimmed); the policy is checked with the pair. */
const senha = texto({ max: textLimits.senha, trim: false });
/** Comma-separated ids in a query string ("a,b,c"); "0" (all brands) is kept for the caller. */
const csvIds = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() ? v.split(',').map((s) => s.trim()) : []),
    limitedList(marcaId, max),
  );

const pageQuery = {
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: usuariosMessages.invalidPage })
      .int()
      .min(1, usuariosMessages.invalidPage)
      .default(1),
  ),
  pageSize: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: usuariosMessages.invalidPageSize })
      .refine((n) => (USER_PAGE_SIZES as readonly number[]).includes(n), usuariosMessages.invalidPageSize)
      .default(DEFAULT_PAGE_SIZE)
      .describe(`Tamanho da página: ${USER_PAGE_SIZES.join(', ')}`),
  ),
};

/** Option-list item (spec 000 §3): id, label, optional children (groups). */
export const optionItem = z.object({ id: z.string(), label: z.string() });
export type OptionItem = z.infer<typeof optionItem>;
export const optionNode = optionItem.extend({ children: z.array(optionItem).optional() });
export type OptionNode = z.infer<typeof optionNode>;

// ---------- users ----------

export const userSortFields = ['nome', 'email', 'nomeDaRegraDeAcesso', 'isApproved'] as const;

export const listUsersQuery = z.object({
  ...pageQuery,
  sort: z.preprocess(
    blankToUndefined,
    z.enum(userSortFields, { error: usuariosMessages.invalidSort }).default('nome'),
  ),
  order: z.preprocess(
    blankToUndefined,
    z.enum(['asc', 'desc'], { error: usuariosMessages.invalidSort }).default('asc'),
  ),
  nome: textFilter,
  nomeDaRegraDeAcesso: textFilter,
  email: textFilter,
  /** absent, empty or "null": all; "true": active; "false": inactive */
  isApproved: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v === 'null' ? undefined : blankToUndefined(v)),
    flag.optional(),
  ),
});
export type ListUsersQuery = z.input<typeof listUsersQuery>;
export type ListUsersParams = z.output<typeof listUsersQuery>;

export const userRow = z.object({
  _id: z.string(),
  nome: z.string(),
  email: z.string(),
  isApproved: z.boolean(),
  regraDeAcessosFranqueadorId: z.string().nullable(),
  nomeDaRegraDeAcesso: z.string().nullable(),
});
export type UserRow = z.infer<typeof userRow>;

export const listUsersOutput = z.object({
  users: z.array(userRow),
  page: z.number().int(),
  total: z.number().int(),
});
export type ListUsersOutput = z.infer<typeof listUsersOutput>;

export const userIdQuery = z.object({ id });
export const resetUserPasswordQuery = z.object({ userId: id });

const userFields = {
  nome: texto({ max: textLimits.nome, min: 1, required: usuariosMessages.nomeRequired }),
  regraDeAcessosFranqueadorId: texto({
    max: textLimits.codigo,
    min: 1,
    required: usuariosMessages.perfilRequired,
  }).pipe(z.uuid({ error: usuariosMessages.ruleNotFound })),
  email: texto({ max: textLimits.email, min: 1, required: usuariosMessages.emailRequired })
    .toLowerCase()
    .email(usuariosMessages.emailInvalid),
  isApproved: flag.default(true),
};

/** POST create user: the password pair is checked as the users screen does. */
export const createUserInput = z
  .object({
    ...userFields,
    password: senha.optional().default(''),
    passwordConfirmacao: senha.optional().default(''),
  })
  .superRefine((v, ctx) => {
    const problem = validatePasswordPair(v.password, v.passwordConfirmacao, 'usuarios');
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  });
export type CreateUserInput = z.input<typeof createUserInput>;
export type CreateUserData = z.output<typeof createUserInput>;

/** PUT edit user: never carries password fields (any sent are dropped). */
export const updateUserInput = z.object({ _id: id, ...userFields });
export type UpdateUserInput = z.input<typeof updateUserInput>;
export type UpdateUserData = z.output<typeof updateUserInput>;

export const userLimitOutput = z.object({
  podeCadastrar: z.boolean(),
  ativos: z.number().int(),
  /** null: no limit (premium) */
  limite: z.number().int().nullable(),
});
export type UserLimitOutput = z.infer<typeof userLimitOutput>;

/** Whether one more active user fits the plan (the add button hides otherwise). */
export function getUserLimit(premium: boolean, ativos: number): UserLimitOutput {
  const limite = premium ? null : STARTER_ACTIVE_USER_LIMIT;
  return { podeCadastrar: limite === null || ativos < limite, ativos, limite };
}

/** Columns of the user-import template (the bulk-user upload reads them in this order). */
export const userTemplateColumns = ['Nome', 'E-mail', 'Regra de acesso', 'Ativo (Sim/Não)'] as const;

// ---------- access rules ----------

export const acessoSchema = z.object(
  {
    nome: texto({ max: textLimits.codigo, min: 1, required: usuariosMessages.invalidValue }),
    acoes: limitedList(
      texto({ max: textLimits.codigo, required: usuariosMessages.invalidValue }),
      listLimits.acessos,
    ).default([]),
  },
  invalidValue,
);

const ruleFields = {
  nome: texto({ max: textLimits.nome, min: 1, required: regraMessages.nomeRequired }),
  /** marca ids; "0" means every marca, present and future */
  marcas: limitedList(
    z.union([z.literal(0).transform(() => TODAS_AS_MARCAS), marcaId], {
      error: usuariosMessages.invalidId,
    }),
    listLimits.marcas,
  ).default([]),
  gruposIds: ids(listLimits.grupos),
  empresasIds: ids(listLimits.empresas),
  clusterEmpresaBool: flag.default(false),
  clustersEmpresasIds: ids(listLimits.clusters),
  clusterCentroDeCustosBool: flag.default(false),
  centroDecustosIds: ids(listLimits.centrosDeCusto),
  clustersCentroDecustosIds: ids(listLimits.clusters),
  acessos: z
    .array(acessoSchema, invalidValue)
    .max(listLimits.acessos, listMessages.max(listLimits.acessos))
    .default([]),
  /** the consultant view (spec 001 §6): filter B of the DRE takes clusters only (never an administrator's) */
  visaoConsultor: flag.default(false),
};

export const createRuleInput = z.object(ruleFields);
export type CreateRuleInput = z.input<typeof createRuleInput>;
export type CreateRuleData = z.output<typeof createRuleInput>;
export const updateRuleInput = z.object({ _id: id, ...ruleFields });
export type UpdateRuleInput = z.input<typeof updateRuleInput>;
export type UpdateRuleData = z.output<typeof updateRuleInput>;

export const ruleOutput = z.object({
  _id: z.string(),
  nome: z.string(),
  marcas: z.array(z.string()),
  gruposIds: z.array(z.string()),
  empresasIds: z.array(z.string()),
  clusterEmpresaBool: z.boolean(),
  clustersEmpresasIds: z.array(z.string()),
  clusterCentroDeCustosBool: z.boolean(),
  centroDecustosIds: z.array(z.string()),
  clustersCentroDecustosIds: z.array(z.string()),
  acessos: z.array(z.object({ nome: z.string(), acoes: z.array(z.string()) })),
  visaoConsultor: z.boolean(),
});
export type RuleOutput = z.infer<typeof ruleOutput>;

export const ruleIdParams = z.object({ id });
/** The GET-by-id path of a rule (the id goes in the path). */
export const getRulePath = (ruleId: string) =>
  endpoints.regraDeAcesso.obter.replace(':id', encodeURIComponent(ruleId));
export const ruleIdQuery = z.object({ id });

export const ruleTipos = ['Administrador', 'Usuário comum'] as const;
export type RuleTipo = (typeof ruleTipos)[number];

export const listRulesQuery = z.object({ ...pageQuery, nome: textFilter });
export type ListRulesQuery = z.input<typeof listRulesQuery>;
export type ListRulesParams = z.output<typeof listRulesQuery>;
export const listRulesOutput = z.object({
  regras: z.array(z.object({ _id: z.string(), nome: z.string(), tipo: z.enum(ruleTipos) })),
  page: z.number().int(),
  total: z.number().int(),
});
export type ListRulesOutput = z.infer<typeof listRulesOutput>;

export const optionsOutput = z.array(optionItem);
export const optionTreeOutput = z.array(optionNode);
export const gruposOptionsQuery = z.object({ marcas: csvIds(listLimits.marcas) });
export const empresasOptionsQuery = z.object({
  marcas: csvIds(listLimits.marcas),
  grupos: csvIds(listLimits.grupos),
});
export const clustersOptionsQuery = z.object({
  alvo: z.preprocess(blankToUndefined, z.enum(['empresa', 'centro_de_custo']).optional()),
});
export const centrosOptionsQuery = z.object({
  marcas: csvIds(listLimits.marcas),
  empresas: csvIds(listLimits.empresas),
});

/** An administrator rule holds a single sysAdmin entry with no actions (spec 000 §3). */
export function isAdministratorRule(acessos: readonly Claim[]): boolean {
  return acessos.length === 1 && acessos[0]?.nome === SYS_ADMIN;
}

export function getRuleTipo(acessos: readonly Claim[]): RuleTipo {
  return isAdministratorRule(acessos) ? 'Administrador' : 'Usuário comum';
}

export type NormalizedAcessos = { ok: true; acessos: Claim[] } | { ok: false; message: string };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The accesses a rule keeps (spec 000 §4): sysAdmin alone when present; otherwise only known resources with at
 * least one known action, in the grid's order, names and actions spelled as the grid spells them.
 */
export function normalizeAcessos(acessos: readonly Claim[]): NormalizedAcessos {
  if (acessos.some((a) => same(a.nome, SYS_ADMIN)))
    return { ok: true, acessos: [{ nome: SYS_ADMIN, acoes: [] }] };
  const chosen = new Map<string, Set<string>>();
  for (const entry of acessos) {
    const resource = accessResources.find((r) => same(r.nome, entry.nome));
    if (!resource) return { ok: false, message: regraMessages.unknownResource(entry.nome) };
    const set = chosen.get(resource.nome) ?? new Set<string>();
    for (const acao of entry.acoes) {
      const known = resource.acoes.find((a) => same(a, acao));
      if (!known) return { ok: false, message: regraMessages.unknownAction(resource.nome, acao) };
      set.add(known);
    }
    chosen.set(resource.nome, set);
  }
  const result = accessResources
    .filter((r) => (chosen.get(r.nome)?.size ?? 0) > 0)
    .map((r) => ({ nome: r.nome, acoes: r.acoes.filter((a) => chosen.get(r.nome)?.has(a)) }));
  return { ok: true, acessos: result };
}
