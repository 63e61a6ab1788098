import { escapeHtml } from '../../lib/mail-html.ts';

/** pt-BR e-mail of the users screen. HTML escapes every interpolated value. */
export function renderUserPasswordResetEmail(d: { nome: string; senha: string; url: string; por: string }) {
  const subject = 'Matriz — sua senha foi redefinida';
  const text = `Olá, ${d.nome}.\n\n${d.por} redefiniu a sua senha do Matriz.\nA sua nova senha é: ${d.senha}\n\nEntre em ${d.url} e troque-a em "Alterar Senha" no menu do seu usuário.\nSe você não esperava esta mudança, fale com o administrador da sua rede.\n`;
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1f2937">
<h2 style="color:#0f4c81">Sua senha foi redefinida</h2>
<p>Olá, ${escapeHtml(d.nome)}.</p><p>${escapeHtml(d.por)} redefiniu a sua senha do Matriz.</p>
<p>A sua nova senha é: <b style="font-family:monospace;font-size:16px">${escapeHtml(d.senha)}</b></p>
<p>Entre em <a href="${escapeHtml(d.url)}">${escapeHtml(d.url)}</a> e troque-a em "Alterar Senha" no menu do seu usuário.</p>
<p>Se você não esperava esta mudança, fale com o administrador da sua rede.</p>
<p style="color:#6b7280;font-size:12px">Matriz — gestão financeira de redes de franquias</p></body></html>`;
  return { subject, text, html };
}
