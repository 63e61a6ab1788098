import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { listLimits, listMessages, textLimits, textMessages } from '@matriz/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCidades } from './shared/ibge/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createCliente, createRede, createUser, signIn } from '../test/fixtures.ts';

/**
 * No input makes the API answer 5xx (issue 8 §1): every operation of the OpenAPI document is called with a NUL
 * and a 10,000-character value in each string of its query and each top-level string (or list of strings) of
 * its JSON body, with one item more than the most each list takes, and with dates far out of range, with an
 * administrator's token. Each must be refused with 400 problem+json in pt-BR.
 */

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maxItems?: number;
  pattern?: string;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}
interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

const NUL = 'a\u0000b';
const HUGE = 'x'.repeat(10_000);
/** English words a framework or library message would carry; none may reach a client. */
const ENGLISH =
  /\b(the|is|not|must|should|expected|received|invalid|unexpected|body|request|cannot|empty|too|large|unsupported|error)\b/i;

let t: TestApp;
let headers: { authorization: string };
let regraId: string;

beforeAll(async () => {
  t = await createTestApp();
  const c = await createCliente(t.tdb.ownerDb, { plano: 'Premium' });
  await createRede(t.tdb.ownerDb, c.id, c.marcaId);
  regraId = (await createUser(t.tdb.ownerDb, c.id, { email: 'admin@fuzz.dev' })).regraId;
  headers = (await signIn(t.app, 'admin@fuzz.dev')).headers;
});
afterAll(() => t.close());

const types = (s: JsonSchema): string[] => [
  ...(Array.isArray(s.type) ? s.type : s.type ? [s.type] : []),
  ...(s.anyOf ?? []).flatMap(types),
];
const takesText = (s: JsonSchema) =>
  types(s).includes('string') || (s.anyOf ?? []).some((a) => a.items && types(a.items).includes('string'));
const isList = (s: JsonSchema) => types(s).includes('array') && !!s.items;
const isTextList = (s: JsonSchema) =>
  types(s).includes('array') && !!s.items && types(s.items).includes('string');

/** A plausible value of a required field, so that the fuzzed field is what the server looks at. */
function sample(s: JsonSchema): unknown {
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.anyOf?.length) return sample(s.anyOf.find((a) => a.type !== 'null') ?? s.anyOf[0]!);
  const type = types(s)[0];
  if (type === 'string') {
    if (s.format === 'uuid') return randomUUID();
    if (s.format === 'email') return 'fuzz@teste.dev';
    return 'Fuzz';
  }
  if (type === 'integer' || type === 'number') return s.minimum ?? 1;
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return null;
}

/**
 * The text inputs of a body that is a list: one string item, or — for object items — each string (or list of
 * strings) of one plausible item; `wrap` builds the body with the value in place, `campo` names it.
 */
function arrayBodyFields(s: JsonSchema): { campo: string; wrap: (v: string) => unknown[] }[] {
  const item = s.items!;
  if (!item.properties) return takesText(item) ? [{ campo: '0', wrap: (v) => [v] }] : [];
  const base = Object.fromEntries(
    (item.required ?? []).map((name) => [name, sample(item.properties![name]!)]),
  );
  return Object.entries(item.properties).flatMap(([name, field]) => {
    const list = isTextList(field);
    if (!list && !takesText(field)) return [];
    return [{ campo: `0.${name}`, wrap: (v: string) => [{ ...base, [name]: list ? [v] : v }] }];
  });
}

function expectRefused(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBe(400);
  expect(res.headers['content-type'], what).toContain('application/problem+json');
  const problem = res.json<{ title: string; detail?: string; errors?: { mensagem: string }[] }>();
  const texts = [problem.title, problem.detail ?? '', ...(problem.errors ?? []).map((e) => e.mensagem)];
  for (const text of texts) expect(text, `${what}: "${text}"`).not.toMatch(ENGLISH);
}

/** Refused with 400 naming the field: the schema's own rule, not a later safety net (PostgreSQL's error → 400). */
function expectFieldError(res: LightMyRequestResponse, campo: string, mensagem: string, what = campo) {
  expectRefused(res, what);
  const problem = res.json<{ errors?: { campo: string; mensagem: string }[] }>();
  expect(problem.errors?.[0], `${what}: ${res.body.slice(0, 300)}`).toEqual({ campo, mensagem });
}

describe('every operation of the OpenAPI document', () => {
  it('refuses a NUL and a 10,000-character value in every text input with 400 in pt-BR', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    let calls = 0;
    let arrayBodies = 0;
    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const path = template.replace(/\{[^}]+\}/g, randomUUID());
        const query = (op.parameters ?? []).filter((p) => p.in === 'query' && takesText(p.schema));
        for (const param of query) {
          for (const value of [NUL, HUGE]) {
            const url = `${path}?${new URLSearchParams({ [param.name]: value }).toString()}`;
            const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url, headers });
            expectRefused(res, `${method.toUpperCase()} ${template} ?${param.name}`);
            calls++;
          }
        }
        const schema = op.requestBody?.content?.['application/json']?.schema;
        const send = (payload: object) =>
          t.app.inject({ method: method.toUpperCase() as 'POST', url: path, headers, payload });
        // a body that is a list (the De-Para create / approve / undo / disapprove calls): its string items, or
        // each string of its object items
        if (schema && isList(schema)) {
          for (const { campo, wrap } of arrayBodyFields(schema)) {
            for (const value of [NUL, HUGE]) {
              expectRefused(await send(wrap(value)), `${method.toUpperCase()} ${template} body.${campo}`);
              calls++;
              arrayBodies++;
            }
          }
          continue;
        }
        if (!schema?.properties) continue;
        const base = Object.fromEntries(
          (schema.required ?? []).map((name) => [name, sample(schema.properties![name]!)]),
        );
        for (const [name, field] of Object.entries(schema.properties)) {
          const list = isTextList(field);
          if (!list && !takesText(field)) continue;
          for (const value of [NUL, HUGE]) {
            const payload = { ...base, [name]: list ? [value] : value };
            const res = await send(payload);
            expectRefused(res, `${method.toUpperCase()} ${template} body.${name}`);
            calls++;
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(200);
    // the De-Para lists of ids (approve, undo, disapprove, approve requests) and of creation items
    expect(arrayBodies).toBeGreaterThanOrEqual(20);
  });
});

const OPENAPI_PATH_PARAM = /\{[^}]+\}/g;
/** PostgreSQL binds at most 65,535 parameters in a statement: a list longer than that is the 500 to catch. */
const MANY = 70_000;
/** What a JSON body may weigh (app.ts bodyLimit), less room for the other fields. */
const BODY_ROOM = 1_000_000;
const EXTREME_DATES = ['9999-12-31', '0000-01-01'];

const patterns = (s: JsonSchema): string[] => [
  ...(s.pattern ? [s.pattern] : []),
  ...(s.allOf ?? []).flatMap(patterns),
  ...(s.anyOf ?? []).flatMap(patterns),
];
/** A calendar date field: its pattern asks for YYYY-MM-DD. */
const isDate = (s: JsonSchema) =>
  s.format === 'date' || patterns(s).some((p) => p.includes('\\d{4}-\\d{2}-\\d{2}'));

/**
 * `count` copies of a plausible item (each list is first refused for its length, whatever its items), kept
 * under the body limit for a JSON body; `null` when that many do not fit.
 */
function longList(s: JsonSchema, count: number, body: boolean): unknown[] | null {
  const item = sample(s.items!);
  const size = (JSON.stringify(item)?.length ?? 4) + 1;
  return body && count * size > BODY_ROOM ? null : Array<unknown>(count).fill(item);
}

describe('every list and date input of the OpenAPI document', () => {
  it('declares a maximum for every list, refuses one item more with 400 naming the field, and never 5xx', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const unbounded: string[] = [];
    let lists = 0;
    let dates = 0;
    let rootLists = 0;
    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const verb = method.toUpperCase() as 'GET';
        const path = template.replace(OPENAPI_PATH_PARAM, randomUUID());
        const inject = (url: string, payload?: object) =>
          t.app.inject({ method: verb, url, headers, ...(payload ? { payload } : {}) });
        /** the list of field `campo` refused: for its length when it has a maximum, and never with 5xx */
        const tryList = async (
          campo: string,
          field: JsonSchema,
          send: (list: unknown[]) => Promise<LightMyRequestResponse>,
          body: boolean,
        ) => {
          const what = `${verb} ${template} ${body ? 'body.' : '?'}${campo}`;
          if (field.maxItems === undefined) unbounded.push(what);
          const list = longList(field, field.maxItems === undefined ? MANY : field.maxItems + 1, body);
          if (!list) return;
          const res = await send(list);
          lists++;
          if (field.maxItems === undefined) {
            expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
            return;
          }
          expectRefused(res, what);
          expect(res.json().errors, what).toContainEqual({
            campo,
            mensagem: listMessages.max(field.maxItems),
          });
        };
        for (const param of op.parameters ?? []) {
          if (param.in !== 'query') continue;
          if (isList(param.schema)) {
            await tryList(
              param.name,
              param.schema,
              (list) => inject(`${path}?${new URLSearchParams({ [param.name]: list.join(',') }).toString()}`),
              false,
            );
          }
          if (isDate(param.schema)) {
            for (const date of EXTREME_DATES) {
              const res = await inject(`${path}?${new URLSearchParams({ [param.name]: date }).toString()}`);
              expectRefused(res, `${verb} ${template} ?${param.name}=${date}`);
              dates++;
            }
          }
        }
        const schema = op.requestBody?.content?.['application/json']?.schema;
        // a body that is a list: the root is the field ('body', as plugins/errors.ts names it)
        if (schema && isList(schema)) {
          await tryList('body', schema, (list) => inject(path, list), true);
          rootLists++;
          continue;
        }
        if (!schema?.properties) continue;
        const base = Object.fromEntries(
          (schema.required ?? []).map((name) => [name, sample(schema.properties![name]!)]),
        );
        // top-level fields, and the fields of an object field (a dynamic cluster's filtros)
        const fields = Object.entries(schema.properties).flatMap(([name, field]) => [
          { campo: name, field, wrap: (v: unknown) => ({ ...base, [name]: v }) },
          ...Object.entries(field.properties ?? {}).map(([sub, subField]) => ({
            campo: `${name}.${sub}`,
            field: subField,
            wrap: (v: unknown) => ({ ...base, [name]: { [sub]: v } }),
          })),
        ]);
        for (const { campo, field, wrap } of fields) {
          if (isList(field)) await tryList(campo, field, (list) => inject(path, wrap(list)), true);
          if (isDate(field)) {
            for (const date of EXTREME_DATES) {
              expectRefused(await inject(path, wrap(date)), `${verb} ${template} body.${campo}=${date}`);
              dates++;
            }
          }
        }
      }
    }
    expect(unbounded).toEqual([]);
    expect(lists).toBeGreaterThan(60);
    expect(rootLists).toBeGreaterThanOrEqual(6);
    expect(dates).toBeGreaterThanOrEqual(4);
  });
});

describe('the calls of the report (issue 8 §1)', () => {
  const get = (url: string, auth = true) =>
    t.app.inject({ method: 'GET', url, ...(auth ? { headers } : {}) });
  const send = (method: 'POST' | 'PUT', url: string, payload: object, auth = true) =>
    t.app.inject({ method, url, payload, ...(auth ? { headers } : {}) });

  // the field's own rule answers, not PostgreSQL's refusal of the NUL turned into a 400 by the error handler
  it('refuse NUL in the list filters, naming the field', async () => {
    for (const [url, campo] of [
      ['/api/v1/cluster/listar?nome=%00', 'nome'],
      ['/api/v1/Usuario/listar?nome=%00', 'nome'],
      ['/api/v1/Usuario/listar?email=a%00', 'email'],
      ['/api/v1/Usuario/listar?nomeDaRegraDeAcesso=%00', 'nomeDaRegraDeAcesso'],
      ['/api/v1/RegraDeAcesso/listar?nome=%00', 'nome'],
      ['/api/v1/Empresa/listar?razaoSocial=%00', 'razaoSocial'],
      ['/api/v1/Empresa/listar?apelido=%00', 'apelido'],
    ] as const) {
      expectFieldError(await get(url), campo, textMessages.control, url);
    }
  });

  it('refuse NUL and 10,000 characters in the cluster, user and rule names, naming the field', async () => {
    for (const [nome, mensagem, descricaoMensagem] of [
      [NUL, textMessages.control, textMessages.control],
      [HUGE, textMessages.max(textLimits.nome), textMessages.max(textLimits.descricao)],
    ] as const) {
      expectFieldError(
        await send('POST', '/api/v1/cluster/criar', { nome, descricao: 'Descrição' }),
        'nome',
        mensagem,
        'cluster nome',
      );
      expectFieldError(
        await send('POST', '/api/v1/cluster/criar', { nome: 'Cluster', descricao: nome }),
        'descricao',
        descricaoMensagem,
        'cluster descricao',
      );
      expectFieldError(
        await send('POST', '/api/v1/RegraDeAcesso/criar', { nome }),
        'nome',
        mensagem,
        'regra nome',
      );
      expectFieldError(
        await send('POST', '/api/v1/Usuario/criar', {
          nome,
          email: `u${randomUUID().slice(0, 8)}@fuzz.dev`,
          regraDeAcessosFranqueadorId: regraId,
          password: 'Senha@123',
          passwordConfirmacao: 'Senha@123',
        }),
        'nome',
        mensagem,
        'usuario nome',
      );
    }
  });

  it('refuse NUL without a session: logout and the CAS return, naming the field', async () => {
    expectFieldError(
      await send('POST', '/api/v1/Auth/deletar-token', { email: NUL, loginToken: 'x' }, false),
      'email',
      textMessages.control,
      'deletar-token',
    );
    expectFieldError(
      await get('/api/v1/Auth/cas-retorno?email=a%00b&token=x&ticket=y', false),
      'email',
      textMessages.control,
      'cas-retorno',
    );
  });
});

describe('very long lists (issue 8 §1: no 5xx for any input)', () => {
  const criar = (filtros: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/cluster/criar',
      headers,
      payload: { nome: `Dinâmico ${randomUUID()}`, descricao: 'Muitos itens', tipoDeCluster: 2, filtros },
    });

  it('refuse 120,000 city codes and 200,000 establishment types in the dynamic cluster filters', async () => {
    expectFieldError(
      await criar({ codigoCidade: Array<number>(120_000).fill(3550308) }),
      'filtros.codigoCidade',
      listMessages.max(listLimits.cidades),
    );
    expectFieldError(
      await criar({ tipoDeEstabelecimento: Array<string>(200_000).fill('a') }),
      'filtros.tipoDeEstabelecimento',
      listMessages.max(listLimits.opcoes),
    );
  });

  it("take the longest valid lists: every city and a network's worth of stores, within the body limit", async () => {
    const cidades = listCidades().map((c) => c.codigo);
    expect(cidades.length).toBeLessThanOrEqual(listLimits.cidades);
    const dinamico = await criar({ codigoCidade: cidades, codigoEstado: ['SP'] });
    expect(dinamico.statusCode, dinamico.body.slice(0, 300)).toBe(200);
    const estatico = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cluster/criar',
      headers,
      payload: {
        nome: `Estático ${randomUUID()}`,
        descricao: 'Muitas lojas',
        empresas: Array.from({ length: listLimits.empresas }, () => randomUUID()),
      },
    });
    // unknown stores: refused by the rule, not by the body limit nor the database
    expect(estatico.statusCode, estatico.body.slice(0, 300)).toBe(400);
    expect(estatico.json().errors[0].campo).toBe('empresas');
  });
});
