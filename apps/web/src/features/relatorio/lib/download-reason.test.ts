import { describe, expect, it } from 'vitest';

import { getDownloadDisabledReason } from './download-reason.ts';

const row = (status: number, expirado = false) => ({
  status,
  expirado,
  podeBaixar: status === 2 && !expirado,
});

describe('download availability', () => {
  it('allows only a Finalizado, unexpired report to a user with Relatorio/Exportar', () => {
    expect(getDownloadDisabledReason(row(2), true)).toBeNull();
    expect(getDownloadDisabledReason(row(0), true)).toBe('Aguardando processamento');
    expect(getDownloadDisabledReason(row(1), true)).toBe('Aguardando processamento');
    expect(getDownloadDisabledReason(row(3), true)).toBe('Relatório com erro');
    expect(getDownloadDisabledReason(row(2, true), true)).toBe('Download expirado');
  });

  it("says 'Sem permissões' without Relatorio/Exportar, whatever the status", () => {
    for (const status of [0, 1, 2, 3])
      expect(getDownloadDisabledReason(row(status), false)).toBe('Sem permissões');
  });

  it('follows the server when it says the file cannot be downloaded', () => {
    expect(getDownloadDisabledReason({ status: 2, expirado: false, podeBaixar: false }, true)).toBe(
      'Download expirado',
    );
  });
});
