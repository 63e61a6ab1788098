import { CONFIG_DRE_PADRAO, type ConfigDre, type MatrizLinhaJson } from '@matriz/contracts';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../testing/render.tsx';

import { classeDaLinhaDre } from './dre-tabela.tsx';
import { TogglesDre } from './toggles-dre.tsx';

const config = (on: Partial<ConfigDre> = {}): ConfigDre => ({ ...CONFIG_DRE_PADRAO, ...on });

describe("'Comparar com orçado'", () => {
  it('is a switch of the card, off while the horizontal analysis is on, and turns on with a click', async () => {
    const onChange = vi.fn();
    const mostrar = (c: ConfigDre) => renderWithProviders(<TogglesDre config={c} onChange={onChange} />);
    const desligado = mostrar(config());
    await desligado.user.click(screen.getByRole('switch', { name: 'Comparar com orçado' }));
    expect(onChange).toHaveBeenCalledWith('CompararComOrcado', true);
    desligado.unmount();
    mostrar(config({ AnaliseHorizontal: true }));
    expect(screen.getByRole('switch', { name: 'Comparar com orçado' })).toBeDisabled();
    cleanup();
    mostrar(config({ CompararComOrcado: true }));
    expect(screen.getByRole('switch', { name: 'Comparar com orçado' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Análise horizontal' })).toBeDisabled();
  });

  it('highlights a row whose Var. % passes 10 % in any period', () => {
    const linha = (cells: MatrizLinhaJson['cells']): MatrizLinhaJson => ({
      id: 'l:1',
      label: 'Receita',
      code: 'RB',
      level: 0,
      kind: 'total',
      format: null,
      cells,
      children: [],
    });
    const chaves = ['orc:var:A:2026-01', 'orc:var:A:2026-02'];
    const classe = (cells: MatrizLinhaJson['cells']) =>
      classeDaLinhaDre({ key: 'l:1', linha: linha(cells) }, chaves);
    expect(classe({ 'orc:var:A:2026-01': 0.05, 'orc:var:A:2026-02': -0.12 })).toBe(
      'dre-linha-total dre-linha-fora-do-orcado',
    );
    expect(classe({ 'orc:var:A:2026-01': 0.1 })).toBe('dre-linha-total');
    expect(classe({ 'A:2026-01': 5 })).toBe('dre-linha-total');
  });
});
