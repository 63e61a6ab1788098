import { escapeHtml, mailLayout } from '../../lib/mail-html.ts';

/** pt-BR e-mail to the sales team when a cliente asks for the Premium plan. */
export function renderPremiumRequestEmail(d: {
  usuario: string;
  email: string;
  cliente: string;
  codigo: string;
  plano: string;
}) {
  const subject = `Matriz — solicitação Premium de ${d.cliente}`;
  const text = `O cliente ${d.cliente} (código ${d.codigo}, plano atual ${d.plano}) pediu para conhecer o plano Premium.\nSolicitante: ${d.usuario} <${d.email}>\n`;
  const html = mailLayout(
    'Solicitação de plano Premium',
    `<p>O cliente <b>${escapeHtml(d.cliente)}</b> (código ${escapeHtml(d.codigo)}, plano atual ${escapeHtml(d.plano)}) pediu para conhecer o plano Premium.</p>
<p>Solicitante: ${escapeHtml(d.usuario)} &lt;${escapeHtml(d.email)}&gt;</p>`,
  );
  return { subject, text, html };
}
