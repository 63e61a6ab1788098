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
