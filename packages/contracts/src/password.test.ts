import { describe, expect, it } from 'vitest';
import { getPasswordCriteria, isPasswordStrong, passwordMessages, validatePasswordPair } from './password.ts';

describe('password policy', () => {
  it('lists the five criteria in order and marks each one', () => {
    const criteria = getPasswordCriteria('abc');
    expect(criteria.map((c) => c.key)).toEqual(['tamanho', 'minuscula', 'maiuscula', 'numero', 'especial']);
    expect(criteria.map((c) => c.ok)).toEqual([false, true, false, false, false]);
  });

  it.each([
    ['Matriz@2026', true],
    ['Ab1!defg', true],
    ['Ab1!defghijklmno', true],
    ['Ab1!def', false],
    ['Ab1!defghijklmnop', false],
    ['matriz@2026', false],
    ['MATRIZ@2026', false],
    ['Matriz@abcd', false],
    ['Matriz2026x', false],
    ['Matriz-2026', false],
  ])('%s strong = %s', (pw, strong) => {
    expect(isPasswordStrong(pw)).toBe(strong);
  });

  it('accepts each listed special character', () => {
    for (const c of '!@#$%^&.*') expect(isPasswordStrong(`Abcdef1${c}`)).toBe(true);
  });

  it('answers each screen message in order of precedence', () => {
    expect(validatePasswordPair('', '', 'alterar-senha')).toBe(passwordMessages.bothRequired);
    expect(validatePasswordPair('', '', 'usuarios')).toBe('Por favor, preencha os campos de senha');
    expect(validatePasswordPair('', 'x', 'alterar-senha')).toBe('Senha é um campo obrigatório!');
    expect(validatePasswordPair('x', '', 'alterar-senha')).toBe('Confirme sua senha!');
    expect(validatePasswordPair('abc', 'abd', 'alterar-senha')).toBe('As senhas digitadas não coincidem');
    expect(validatePasswordPair('abc', 'abc', 'alterar-senha')).toBe(
      'A senha deve atender aos requisitos listados',
    );
    expect(validatePasswordPair('abc', 'abc', 'usuarios')).toBe(
      'A senha deve atender aos requisitos listados',
    );
    expect(validatePasswordPair('abc', 'abc', 'redefinir-senha')).toBe(
      'A senha deve atender aos requisitos de complexidade',
    );
    expect(validatePasswordPair('Matriz@2026', 'Matriz@2026', 'redefinir-senha')).toBeNull();
  });
});
