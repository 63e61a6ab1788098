import { describe, expect, it } from 'vitest';

import { motivoRecusa } from './arquivo-aceito.ts';

describe('file acceptance', () => {
  it('takes .csv and .xlsx in any letter case', () => {
    for (const name of ['lancamentos.csv', 'USUARIOS.XLSX', 'a.b.Csv'])
      expect(motivoRecusa({ name, size: 10 })).toBeNull();
  });

  it('refuses any other extension, naming the file', () => {
    for (const name of ['planilha.xls', 'dados.txt', 'foto.png', 'semextensao', 'a.csv.exe', 'arquivo.xlsm'])
      expect(motivoRecusa({ name, size: 10 })).toBe(`${name}: Apenas arquivos .csv e .xlsx são aceitos.`);
  });

  it('refuses an empty file', () => {
    expect(motivoRecusa({ name: 'vazio.csv', size: 0 })).toBe('vazio.csv: O arquivo está vazio.');
  });
});
