import { describe, expect, it } from 'vitest';
import {
  changeProfileInput,
  createClusterInput,
  createRuleInput,
  createUserInput,
  listClustersQuery,
  loginInput,
  textLimits,
  textMessages,
  texto,
} from './index.ts';

const messagesOf = (result: { error?: { issues: readonly { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('texto', () => {
  const nome = texto({ max: 10, min: 1, required: 'Nome é um campo obrigatório!' });

  it('trims, then keeps ordinary text (accents, emoji, symbols)', () => {
    expect(nome.parse('  Ação 😀  ')).toBe('Ação 😀');
  });

  it('refuses NUL and every C0/C1 control character with the pt-BR message', () => {
    for (const c of ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u009f', '\t', '\n', '\r']) {
      expect(messagesOf(nome.safeParse(`a${c}b`))).toEqual([textMessages.control]);
    }
  });

  it('keeps tab and line breaks in multi-line fields, and still refuses the other controls', () => {
    const descricao = texto({ max: 50, multiline: true });
    expect(descricao.parse('linha 1\r\n\tlinha 2')).toBe('linha 1\r\n\tlinha 2');
    expect(messagesOf(descricao.safeParse('a\u0000b'))).toEqual([textMessages.control]);
    expect(messagesOf(descricao.safeParse('a\u000bb'))).toEqual([textMessages.control]);
  });

  it('refuses half a surrogate pair', () => {
    expect(messagesOf(nome.safeParse('a\ud800b'))).toEqual([textMessages.invalid]);
  });

  it('limits the length after trimming, with the pt-BR message', () => {
    expect(nome.parse(`  ${'a'.repeat(10)}  `)).toHaveLength(10);
    expect(messagesOf(nome.safeParse('a'.repeat(11)))).toEqual(['Máximo de 10 caracteres']);
  });

  it('asks for a value with the field message', () => {
    expect(messagesOf(nome.safeParse('   '))).toEqual(['Nome é um campo obrigatório!']);
    expect(messagesOf(nome.safeParse(undefined))).toEqual(['Nome é um campo obrigatório!']);
  });

  it('leaves passwords untrimmed when told', () => {
    expect(texto({ max: 20, trim: false }).parse(' Senha@123 ')).toBe(' Senha@123 ');
  });
});

describe('the contracts use it', () => {
  const huge = 'a'.repeat(10_000);

  it('on names, descriptions, e-mails, filters and passwords', () => {
    expect(messagesOf(createClusterInput.safeParse({ nome: huge, descricao: 'x' }))).toContain(
      `Máximo de ${textLimits.nome} caracteres`,
    );
    expect(messagesOf(createClusterInput.safeParse({ nome: 'x', descricao: huge }))).toContain(
      `Máximo de ${textLimits.descricao} caracteres`,
    );
    expect(messagesOf(createClusterInput.safeParse({ nome: 'a\u0000', descricao: 'x' }))).toContain(
      textMessages.control,
    );
    expect(messagesOf(createRuleInput.safeParse({ nome: huge }))).toContain(
      `Máximo de ${textLimits.nome} caracteres`,
    );
    expect(messagesOf(listClustersQuery.safeParse({ nome: '\u0000' }))).toContain(textMessages.control);
    expect(messagesOf(loginInput.safeParse({ Email: 'a@b.dev', Password: huge }))).toContain(
      `Máximo de ${textLimits.senha} caracteres`,
    );
    expect(
      messagesOf(
        createUserInput.safeParse({
          nome: 'Ana',
          regraDeAcessosFranqueadorId: '0195b3d8-0000-7000-8000-000000000000',
          email: `${'a'.repeat(250)}@b.dev`,
          password: 'Senha@123',
          passwordConfirmacao: 'Senha@123',
        }),
      ),
    ).toContain(`Máximo de ${textLimits.email} caracteres`);
  });

  it('keeps the spec messages and the shape the forms read', () => {
    expect(messagesOf(changeProfileInput.shape.newUserName.safeParse(''))).toEqual([
      'Nome é um campo obrigatório!',
    ]);
    expect(messagesOf(loginInput.shape.Email.safeParse('x'))).toEqual(['O E-mail deve ser Valido']);
  });
});
