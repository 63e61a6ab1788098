import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalInstance } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { mockApi } from '../testing/fetch-mock.ts';
import { signIn } from '../testing/fixtures.ts';

import { api, ApiError } from './api-client.ts';
import {
  getErrorText,
  getFieldErrors,
  getFieldErrorText,
  getRequestErrorText,
  getServerText,
  reportError,
} from './errors.ts';
import { setNavigator } from './navigation.ts';
import { setNotifier } from './notify.ts';
import { useSessionStore } from './storage.ts';

const problem = (status: number, title?: string) => ({ status, body: { status, title } });

function fakeNotifier() {
  const message = { error: vi.fn(), success: vi.fn() } as unknown as MessageInstance;
  const notification = { error: vi.fn() } as unknown as NotificationInstance;
  const modal = { confirm: vi.fn() } as unknown as ModalInstance;
  return { message, notification, restore: setNotifier({ message, notification, modal }) };
}

describe('global error handling', () => {
  let notifier: ReturnType<typeof fakeNotifier>;
  const navigate = vi.fn();
  let restoreNavigator: () => void;

  beforeEach(() => {
    notifier = fakeNotifier();
    restoreNavigator = setNavigator(navigate);
    navigate.mockReset();
  });
  afterEach(() => {
    notifier.restore();
    restoreNavigator();
  });

  it('ends the session and goes to the login on a 401 of a signed-in call', async () => {
    mockApi({ 'GET /api/v1/qualquer': problem(401, 'Sessão expirada') });
    signIn();
    await expect(api.get('/api/v1/qualquer')).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().accessToken).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(notifier.message.error).not.toHaveBeenCalled();
  });

  it('shows the server text for 6 s on a 500', async () => {
    mockApi({ 'GET /api/v1/qualquer': problem(500, 'detalhe interno') });
    await expect(api.get('/api/v1/qualquer')).rejects.toMatchObject({ status: 500 });
    expect(notifier.message.error).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Exception: algum erro no servidor', duration: 6 }),
    );
  });

  it('shows the answer title, the text body, or the default text on other statuses', () => {
    expect(getErrorText(new ApiError(403, { status: 403, title: 'Sem permissões' }))).toBe('Sem permissões');
    expect(getErrorText(new ApiError(400, 'Corpo em texto'))).toBe('Corpo em texto');
    expect(getErrorText(new ApiError(404, null))).toBe('Ocorreu algum problema com a requisição');
    expect(getErrorText(new ApiError(0, null))).toBe('Ocorreu algum erro com a requisição.');
  });

  it('shows "no response" when the request never got an answer', async () => {
    mockApi({ 'GET /api/v1/qualquer': 'network-error' });
    await expect(api.get('/api/v1/qualquer')).rejects.toMatchObject({ status: 0 });
    expect(notifier.message.error).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Ocorreu algum erro com a requisição.' }),
    );
  });

  it('keeps quiet for silent requests', async () => {
    mockApi({ 'POST /api/v1/qualquer': problem(400, 'Inválido') });
    await expect(api.post('/api/v1/qualquer', {}, { silent: true })).rejects.toMatchObject({ status: 400 });
    expect(notifier.message.error).not.toHaveBeenCalled();
  });

  it('notifies thrown errors top-left for 6 s, and leaves request errors alone', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportError(new ApiError(400, null));
    expect(notifier.notification.error).not.toHaveBeenCalled();
    reportError(new TypeError('x is undefined'));
    expect(notifier.notification.error).toHaveBeenCalledWith({
      title: 'Erro interno',
      description: 'Algum erro interno ocorreu, por favor entre em contato com nosso suporte',
      placement: 'topLeft',
      duration: 6,
    });
  });
});

describe('error texts', () => {
  const refused = new ApiError(400, {
    status: 400,
    title: 'Dados inválidos',
    errors: [
      { campo: 'email', mensagem: 'E-mail já cadastrado' },
      { campo: 'nome', mensagem: 'Nome é obrigatório' },
    ],
  });

  it("uses the server's words for an explained 4xx, the area's text otherwise", () => {
    expect(getServerText(new ApiError(409, { status: 409, title: 'Nome em uso' }), 'Falhou')).toBe(
      'Nome em uso',
    );
    expect(getServerText(new ApiError(500, { status: 500, title: 'detalhe interno' }), 'Falhou')).toBe(
      'Falhou',
    );
    expect(getServerText(new ApiError(0, null), 'Falhou')).toBe('Falhou');
    expect(getServerText(new ApiError(400, 'texto'), 'Falhou')).toBe('Falhou');
    expect(getServerText(new TypeError('x'), 'Falhou')).toBe('Falhou');
  });

  it('lists the fields a refusal names, for the form', () => {
    expect(getFieldErrors(refused)).toEqual([
      { name: 'email', errors: ['E-mail já cadastrado'] },
      { name: 'nome', errors: ['Nome é obrigatório'] },
    ]);
    expect(getFieldErrors(new ApiError(409, { status: 409, title: 'x' }))).toEqual([]);
    expect(getFieldErrors(new Error('x'))).toEqual([]);
  });

  it("says the first field's message of a refused edit, else the request's text; nothing after a 401", () => {
    expect(getFieldErrorText(refused)).toBe('E-mail já cadastrado');
    expect(getFieldErrorText(new ApiError(404, { status: 404, title: 'Empresa não encontrada' }))).toBe(
      'Empresa não encontrada',
    );
    expect(getFieldErrorText(new ApiError(401, { status: 401, title: 'Sessão expirada' }))).toBeNull();
    expect(getFieldErrorText(new TypeError('x'))).toBeNull();
  });

  it("says the request's text, or the support text for a thrown error", () => {
    expect(getRequestErrorText(new ApiError(404, { status: 404, title: 'Usuário não encontrado' }))).toBe(
      'Usuário não encontrado',
    );
    expect(getRequestErrorText(new TypeError('x'))).toBe(
      'Algum erro interno ocorreu, por favor entre em contato com nosso suporte',
    );
  });
});
