import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lerCnpj, lerData, lerDecimal, lerSimNao } from './celulas.ts';
import { Decodificador } from './decodificar.ts';
import { detectarDelimitador } from './ler-csv.ts';

const valor = (c: string | number, decimal: ',' | '.' = ',', casas: 2 | 3 = 2) => {
  const r = lerDecimal(c, 'Valor', casas, decimal);
  return r && 'valor' in r ? r.valor : r && r.erro;
};

describe('valores e quantidades, exatos', () => {
  it('pt-BR: milhar com ponto, decimal com vírgula, R$, parênteses, sinal no fim', () => {
    expect(valor('1.234,56')).toBe(123456n);
    expect(valor('-1234,5')).toBe(-123450n);
    expect(valor('R$ 1.234,56')).toBe(123456n);
    expect(valor('(1.234,56)')).toBe(-123456n);
    expect(valor('1.234,56-')).toBe(-123456n);
    expect(valor('1.234')).toBe(123400n);
    expect(valor('12.5')).toBe(1250n);
    expect(valor('1,500')).toBe(150n);
    expect(valor('0,05')).toBe(5n);
    expect(valor('-0,5')).toBe(-50n);
    expect(valor('1234,560')).toBe(123456n);
    expect(valor('1234,567')).toBe('Valor: no máximo 2 casas decimais');
    expect(valor('1,500', ',', 3)).toBe(1500n);
  });

  it('ponto decimal (CSV separado por vírgula)', () => {
    expect(valor('1234.56', '.')).toBe(123456n);
    expect(valor('1,234.56', '.')).toBe(123456n);
    expect(valor('1,234', '.')).toBe(123400n);
    expect(valor('1.234', '.')).toBe('Valor: no máximo 2 casas decimais');
    expect(valor('-0.5', '.')).toBe(-50n);
    expect(valor('1.234', '.', 3)).toBe(1234n);
  });

  it('números de planilha: ruído de ponto flutuante aceito, casas a mais recusadas', () => {
    expect(valor(1234.5600000000002)).toBe(123456n);
    expect(valor(0.1 + 0.2)).toBe(30n);
    expect(valor(12.345)).toBe('Valor: no máximo 2 casas decimais');
    expect(valor(2.125, ',', 3)).toBe(2125n);
  });

  it('recusados: texto, dois sinais, grupos errados, fórmula', () => {
    expect(valor('dez')).toBe("Valor inválido ('dez'): use 1.234,56");
    expect(valor('--1')).toMatch(/^Valor inválido/);
    expect(valor('1.23,4')).toMatch(/^Valor inválido/);
    expect(lerDecimal({ formula: true }, 'Valor', 2, ',')).toEqual({
      erro: 'Valor: fórmulas não são aceitas (grave o valor na célula)',
    });
    expect(lerDecimal('', 'Valor', 2, ',')).toBeNull();
  });
});

describe('datas', () => {
  it('dd/mm/aaaa, aaaa-mm-dd, célula de data, número de série do Excel', () => {
    expect(lerData('05/03/2026', 'Data')).toEqual({ valor: '2026-03-05' });
    expect(lerData('5-3-2026', 'Data')).toEqual({ valor: '2026-03-05' });
    expect(lerData('2026-03-05', 'Data')).toEqual({ valor: '2026-03-05' });
    expect(lerData(new Date('2026-03-05T00:00:00Z'), 'Data')).toEqual({ valor: '2026-03-05' });
    expect(lerData(46086, 'Data')).toEqual({ valor: '2026-03-05' });
  });

  it('dias que não existem e anos fora de 2000–2100 são recusados', () => {
    expect(lerData('29/02/2026', 'Data')).toEqual({ erro: "Data inválida ('29/02/2026'): use dd/mm/aaaa" });
    expect(lerData('29/02/2028', 'Data')).toEqual({ valor: '2028-02-29' });
    expect(lerData('01/01/1999', 'Data')).toHaveProperty('erro');
    expect(lerData('03/05/26', 'Data')).toHaveProperty('erro');
  });
});

describe('CNPJ e Sim/Não', () => {
  it('CNPJ com ou sem pontuação, alfanumérico, número de planilha sem os zeros à esquerda', () => {
    expect(lerCnpj('11.222.333/0001-81', 'CNPJ')).toEqual({ valor: '11222333000181' });
    expect(lerCnpj('12.abc.345/01de-35', 'CNPJ')).toEqual({ valor: '12ABC34501DE35' });
    expect(lerCnpj(1222333000181, 'CNPJ')).toEqual({ valor: '01222333000181' });
    expect(lerCnpj('123', 'CNPJ')).toEqual({ valor: '00000000000123' });
    expect(lerCnpj('ABC', 'CNPJ')).toHaveProperty('erro');
  });

  it('Sim/Não com padrão', () => {
    expect(lerSimNao('não', 'X', true)).toEqual({ valor: false });
    expect(lerSimNao('S', 'X', false)).toEqual({ valor: true });
    expect(lerSimNao(null, 'X', true)).toEqual({ valor: true });
    expect(lerSimNao('talvez', 'X', true)).toHaveProperty('erro');
  });
});

async function decodificar(partes: Buffer[]): Promise<string> {
  let texto = '';
  for await (const s of Readable.from(partes).pipe(new Decodificador())) texto += s as string;
  return texto;
}

describe('codificação do CSV', () => {
  it('UTF-8 com uma letra partida entre dois pedaços', async () => {
    const b = Buffer.from('Ação', 'utf8');
    expect(await decodificar([b.subarray(0, 2), b.subarray(2)])).toBe('Ação');
  });

  it('Latin-1 depois de um começo só ASCII, mesmo com a letra no fim de um pedaço', async () => {
    const a = Buffer.from('Historico;Valor\r\nCompra de caf', 'latin1');
    expect(await decodificar([Buffer.concat([a, Buffer.from([0xe9])]), Buffer.from('\r\n')])).toBe(
      'Historico;Valor\r\nCompra de café\r\n',
    );
  });

  it('BOM: UTF-8 e UTF-16 (sem a marca no texto)', async () => {
    expect(await decodificar([Buffer.from('\uFEFFCNPJ', 'utf8')])).toBe('CNPJ');
    expect(await decodificar([Buffer.from('\uFEFFCNPJ', 'utf16le')])).toBe('CNPJ');
  });

  it('UTF-8 e depois Latin-1: recusado', async () => {
    await expect(
      decodificar([Buffer.from('Ação\n', 'utf8'), Buffer.from('Ação\n', 'latin1')]),
    ).rejects.toThrow(/mistura codificações/);
  });

  it('delimitador pela linha do cabeçalho; ; por padrão', () => {
    expect(detectarDelimitador('a;b;c\n1,2;3;4')).toEqual({ delimitador: ';', decimal: ',' });
    expect(detectarDelimitador('a,b,"c;d"\n')).toEqual({ delimitador: ',', decimal: '.' });
    expect(detectarDelimitador('a\tb\tc')).toEqual({ delimitador: '\t', decimal: ',' });
    expect(detectarDelimitador('\n\nsozinho')).toEqual({ delimitador: ';', decimal: ',' });
  });
});
