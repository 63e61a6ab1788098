/** pt-BR e-mail texts. HTML escapes every interpolated value. */
const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1f2937">
<h2 style="color:#0f4c81">${escape(title)}</h2>${body}
<p style="color:#6b7280;font-size:12px">Matriz — gestão financeira de redes de franquias</p></body></html>`;
}

export function renderRecoveryEmail(nome: string, link: string, ttlMinutes: number) {
  const subject = 'Matriz — redefinição de senha';
  const text = `Olá, ${nome}.\n\nRecebemos um pedido para redefinir a sua senha do Matriz.\nUse o link abaixo (válido por ${ttlMinutes} minutos, uma única vez):\n\n${link}\n\nSe não foi você, ignore este e-mail: a sua senha continua a mesma.\n`;
  const html = layout(
    'Redefinição de senha',
    `<p>Olá, ${escape(nome)}.</p><p>Recebemos um pedido para redefinir a sua senha do Matriz.</p>
<p><a href="${escape(link)}">Redefinir minha senha</a> (válido por ${ttlMinutes} minutos, uma única vez)</p>
<p>Se não foi você, ignore este e-mail: a sua senha continua a mesma.</p>`,
  );
  return { subject, text, html };
}

export function renderPremiumRequestEmail(d: {
  usuario: string;
  email: string;
  cliente: string;
  codigo: string;
  plano: string;
}) {
  const subject = `Matriz — solicitação Premium de ${d.cliente}`;
  const text = `O cliente ${d.cliente} (código ${d.codigo}, plano atual ${d.plano}) pediu para conhecer o plano Premium.\nSolicitante: ${d.usuario} <${d.email}>\n`;
  const html = layout(
    'Solicitação de plano Premium',
    `<p>O cliente <b>${escape(d.cliente)}</b> (código ${escape(d.codigo)}, plano atual ${escape(d.plano)}) pediu para conhecer o plano Premium.</p>
<p>Solicitante: ${escape(d.usuario)} &lt;${escape(d.email)}&gt;</p>`,
  );
  return { subject, text, html };
}
