/** 'XX.XXX.XXX/XXXX-XX' for a 14-character CNPJ (numeric or the 2026 alphanumeric format); else as it is. */
export function formatCnpj(cnpj: string): string {
  const raw = cnpj.replace(/[.\-/\s]/g, '').toUpperCase();
  const m = /^([0-9A-Z]{2})([0-9A-Z]{3})([0-9A-Z]{3})([0-9A-Z]{4})(\d{2})$/.exec(raw);
  return m ? `${m[1]}.${m[2]}.${m[3]}/${m[4]}-${m[5]}` : cnpj;
}
