import { escapeHtml, mailLayout } from '../../lib/mail-html.ts';

/** pt-BR e-mail of password recovery. */
export function renderRecoveryEmail(nome: string, link: string, ttlMinutes: number) {
  const subject = 'Matriz — redefinição de senha';
  const text = `Olá, ${nome}.\n\nRecebemos um pedido para redefinir a sua senha do Matriz.\nUse o link abaixo (válido por ${ttlMinutes} minutos, uma única vez):\n\n${link}\n\nSe não foi você, ignore este e-mail: a sua senha continua a mesma.\n`;
  const html = mailLayout(
    'Redefinição de senha',
    `<p>Olá, ${escapeHtml(nome)}.</p><p>Recebemos um pedido para redefinir a sua senha do Matriz.</p>
<p><a href="${escapeHtml(link)}">Redefinir minha senha</a> (válido por ${ttlMinutes} minutos, uma única vez)</p>
<p>Se não foi você, ignore este e-mail: a sua senha continua a mesma.</p>`,
  );
  return { subject, text, html };
}

/** pt-BR welcome of a user created without a password (the users upload): a link to define it. */
export function renderConviteEmail(nome: string, link: string, validadeDias: number) {
  const subject = 'Matriz — seu acesso foi criado';
  const text = `Olá, ${nome}.\n\nO seu acesso ao Matriz foi criado com este e-mail.\nDefina a sua senha pelo link abaixo (válido por ${validadeDias} dias, uma única vez):\n\n${link}\n\nSe o link expirar, use "Esqueci minha senha" na tela de entrada com este e-mail.\n`;
  const html = mailLayout(
    'Boas-vindas ao Matriz',
    `<p>Olá, ${escapeHtml(nome)}.</p><p>O seu acesso ao Matriz foi criado com este e-mail.</p>
<p><a href="${escapeHtml(link)}">Definir minha senha</a> (válido por ${validadeDias} dias, uma única vez)</p>
<p>Se o link expirar, use "Esqueci minha senha" na tela de entrada com este e-mail.</p>`,
  );
  return { subject, text, html };
}
