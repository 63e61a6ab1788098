/** Password policy of spec 000 §5, shared by every screen and by the API. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
export const PASSWORD_SPECIALS = '!@#$%^&.*';

export type PasswordCriterionKey = 'tamanho' | 'minuscula' | 'maiuscula' | 'numero' | 'especial';

export interface PasswordCriterion {
  key: PasswordCriterionKey;
  label: string;
  ok: boolean;
}

export const passwordMessages = {
  required: 'Senha é um campo obrigatório!',
  confirmationRequired: 'Confirme sua senha!',
  bothRequired: 'Por favor, preencha todos os campos',
  mismatch: 'As senhas digitadas não coincidem',
  /** password change modal and users screen */
  complexityListed: 'A senha deve atender aos requisitos listados',
  /** reset-password page */
  complexityReset: 'A senha deve atender aos requisitos de complexidade',
  userCreationRequired: 'Por favor, preencha os campos de senha',
} as const;

export type PasswordScreen = 'alterar-senha' | 'redefinir-senha' | 'usuarios';

/** The five criteria of the live checklist, in display order. */
export function getPasswordCriteria(password: string): PasswordCriterion[] {
  const specials = [...PASSWORD_SPECIALS];
  return [
    {
      key: 'tamanho',
      label: `Entre ${PASSWORD_MIN} e ${PASSWORD_MAX} caracteres`,
      ok: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    },
    { key: 'minuscula', label: 'Uma letra minúscula', ok: /[a-z]/.test(password) },
    { key: 'maiuscula', label: 'Uma letra maiúscula', ok: /[A-Z]/.test(password) },
    { key: 'numero', label: 'Um número', ok: /[0-9]/.test(password) },
    {
      key: 'especial',
      label: `Um caractere especial (${specials.join(' ')})`,
      ok: specials.some((c) => password.includes(c)),
    },
  ];
}

export function isPasswordStrong(password: string): boolean {
  return getPasswordCriteria(password).every((c) => c.ok);
}

function complexityMessage(screen: PasswordScreen): string {
  return screen === 'redefinir-senha' ? passwordMessages.complexityReset : passwordMessages.complexityListed;
}

/**
 * Validates a password and its confirmation as the given screen does; answers the first message that applies,
 * or null when the pair is acceptable.
 */
export function validatePasswordPair(
  password: string | undefined,
  confirmation: string | undefined,
  screen: PasswordScreen,
): string | null {
  const pw = password ?? '';
  const conf = confirmation ?? '';
  if (!pw && !conf)
    return screen === 'usuarios' ? passwordMessages.userCreationRequired : passwordMessages.bothRequired;
  if (!pw) return passwordMessages.required;
  if (!conf) return passwordMessages.confirmationRequired;
  if (pw !== conf) return passwordMessages.mismatch;
  if (!isPasswordStrong(pw)) return complexityMessage(screen);
  return null;
}
