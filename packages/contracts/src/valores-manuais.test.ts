import { describe, expect, it } from 'vitest';
import {
  centavosDeNumero,
  centavosDeTexto,
  reaisDeCentavos,
  textoDoValor,
  valoresManuaisMessages as msg,
} from './valores-manuais-messages.ts';
import { editarValorManualInput } from './valores-manuais.ts';

/** The exact reading of a manual value (issue 11 §2): what the cell, the edit route and the upload share. */
describe('centavosDeNumero', () => {
  it('reads a number of reais exactly, from its decimal text', () => {
    expect(centavosDeNumero(1234.56)).toEqual({ centavos: 123456n });
    expect(centavosDeNumero(0.1 + 0.7)).toEqual({ erro: msg.casasDecimais });
    expect(centavosDeNumero(-0.07)).toEqual({ centavos: -7n });
    expect(centavosDeNumero(8.2)).toEqual({ centavos: 820n });
    expect(centavosDeNumero(999_999_999_999.99)).toEqual({ centavos: 99_999_999_999_999n });
  });

  it('refuses more than 2 decimals, exponents and values beyond the limit', () => {
    expect(centavosDeNumero(1.005)).toEqual({ erro: msg.casasDecimais });
    expect(centavosDeNumero(1e-7)).toEqual({ erro: msg.casasDecimais });
    expect(centavosDeNumero(1e12)).toEqual({ erro: msg.valorForaDoLimite });
    expect(centavosDeNumero(1e21)).toEqual({ erro: msg.valorForaDoLimite });
    expect(centavosDeNumero(Number.NaN)).toEqual({ erro: msg.valorInvalido });
  });
});

describe('centavosDeTexto', () => {
  it.each([
    ['1.234,56', 123456n],
    ['1234,5', 123450n],
    ['R$ 1.234,56', 123456n],
    ['-R$ 10,00', -1000n],
    ['R$ -10', -1000n],
    ['(1.234,56)', -123456n],
    ['  7  ', 700n],
    ['1,500', 150n],
    ['1.234', 123400n],
  ])('reads %s', (texto, centavos) => expect(centavosDeTexto(texto)).toEqual({ centavos }));

  it.each(['=1+1', '12.5', '1,2,3', 'abc', '--1', '-(1)', '1.23,4'])('refuses %s', (texto) =>
    expect(centavosDeTexto(texto)).toEqual({ erro: msg.valorInvalido }),
  );

  it('reads a blank as no value and refuses a third decimal', () => {
    expect(centavosDeTexto('   ')).toBeNull();
    expect(centavosDeTexto('1,234')).toEqual({ erro: msg.casasDecimais });
  });
});

describe('the edit input and the cell text', () => {
  it('turns the value into centavos, null into a removal, and says what is wrong on the field', () => {
    const base = {
      DreId: '0190a0d4-0000-7000-8000-000000000001',
      LinhaDaDreId: '0190a0d4-0000-7000-8000-000000000002',
      Competencia: '2026-03',
      EmpresaId: '0190a0d4-0000-7000-8000-000000000003',
    };
    expect(editarValorManualInput.parse({ ...base, valor: 10.5 })).toMatchObject({
      valor: 1050n,
      Competencia: '2026-03-01',
      UsarCentroDeCustoPadrao: false,
    });
    expect(editarValorManualInput.parse({ ...base, valor: null }).valor).toBeNull();
    const erro = editarValorManualInput.safeParse({ ...base, valor: 0.001 });
    expect(erro.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['valor', msg.casasDecimais],
    ]);
  });

  it('shows a value as the input takes it back', () => {
    expect([textoDoValor(-1234.5), textoDoValor(0.07), textoDoValor(null)]).toEqual(['-1234,50', '0,07', '']);
    expect(reaisDeCentavos(-5n)).toBe(-0.05);
    expect(centavosDeTexto(textoDoValor(123.45)!)).toEqual({ centavos: 12345n });
  });
});
