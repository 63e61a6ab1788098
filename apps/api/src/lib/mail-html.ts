/** The HTML frame of Matriz's pt-BR e-mails. Every interpolated value goes through `escapeHtml`. */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A message's HTML: the title, the body (already escaped) and the signature line. */
export function mailLayout(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1f2937">
<h2 style="color:#0f4c81">${escapeHtml(title)}</h2>${body}
<p style="color:#6b7280;font-size:12px">Matriz — gestão financeira de redes de franquias</p></body></html>`;
}
