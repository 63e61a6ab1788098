import { describe, expect, it } from 'vitest';

import {
  contaFranqueado,
  contaFranqueador,
  criacaoItem,
  detailIds,
  makeLinha,
  marcas,
} from '../testing/detail-fixtures.ts';

import {
  buildCriacaoItems,
  chooseContas,
  emptyPendingState,
  forgetRows,
  getChoice,
  isSelectable,
  removeJustificativa,
  saveJustificativa,
  selectRows,
} from './pending-selection.ts';

const grupo = detailIds.grupo;
const sugestao = { ...contaFranqueador(7), confianca: 92, motivo: '5 grupos da rede vinculam esta conta' };

describe('pending selection, franqueado view', () => {
  const a = makeLinha('franqueado', 'pendente', 1);
  const b = makeLinha('franqueado', 'pendente', 2, { sugestao });
  const c = makeLinha('franqueado', 'pendente', 3);

  it('lets a row be selected only with a counterpart, a suggestion or a justification', () => {
    const state = emptyPendingState('franqueado');
    expect(isSelectable(state, a)).toBe(false);
    expect(isSelectable(state, b)).toBe(true);
    const outcome = selectRows(state, [a, b], true);
    expect(outcome.refused).toEqual([a]);
    expect(outcome.state.selected).toEqual([b._id]);
  });

  it('shows the suggestion until the person changes it, and never sends it unselected', () => {
    let state = emptyPendingState('franqueado');
    expect(getChoice(state, b)).toMatchObject({ contas: [contaFranqueador(7)], sugerido: true });
    expect(buildCriacaoItems(state, grupo)).toEqual([]);
    state = chooseContas(state, b, [contaFranqueador(2)]);
    expect(getChoice(state, b)).toMatchObject({ contas: [contaFranqueador(2)], sugerido: false });
    // cleared on purpose: the suggestion does not come back
    state = chooseContas(state, b, []);
    expect(getChoice(state, b).contas).toEqual([]);
    expect(state.selected).toEqual([]);
  });

  it('selects a row when its counterpart is chosen, and lets a franchisor account serve many rows', () => {
    let state = emptyPendingState('franqueado');
    state = chooseContas(state, a, [contaFranqueador(1)]);
    state = chooseContas(state, c, [contaFranqueador(1)]);
    expect(state.selected).toEqual([a._id, c._id]);
    expect(getChoice(state, a).contas).toEqual([contaFranqueador(1)]);
    expect(getChoice(state, c).contas).toEqual([contaFranqueador(1)]);
  });

  it('drops the justification when a counterpart is chosen, and the counterpart when one is saved', () => {
    let state = saveJustificativa(emptyPendingState('franqueado'), a, '  Conta sem uso  ');
    expect(getChoice(state, a)).toMatchObject({ contas: [], justificativa: 'Conta sem uso' });
    expect(state.selected).toEqual([a._id]);
    state = chooseContas(state, a, [contaFranqueador(1)]);
    expect(getChoice(state, a)).toMatchObject({ contas: [contaFranqueador(1)], justificativa: null });
    state = saveJustificativa(state, a, 'Encerrada');
    expect(getChoice(state, a)).toMatchObject({ contas: [], justificativa: 'Encerrada' });
    // removed: the row has nothing left and leaves the selection
    state = removeJustificativa(state, a);
    expect(getChoice(state, a)).toMatchObject({ contas: [], justificativa: null });
    expect(state.selected).toEqual([]);
  });

  it('sends one item per selected row, the suggestion of a selected row included', () => {
    let state = emptyPendingState('franqueado');
    state = chooseContas(state, a, [contaFranqueador(1)]);
    state = selectRows(state, [b], true).state;
    state = saveJustificativa(state, c, 'Conta de transferência');
    // deselected: not sent, whatever it holds
    state = selectRows(state, [a], false).state;
    expect(buildCriacaoItems(state, grupo)).toEqual([
      criacaoItem(2, 7),
      criacaoItem(3, null, 'Conta de transferência'),
    ]);
  });

  it('keeps the choices of rows no longer on the page, and forgets the sent ones', () => {
    let state = chooseContas(emptyPendingState('franqueado'), a, [contaFranqueador(1)]);
    state = chooseContas(state, c, [contaFranqueador(3)]);
    // the page changed: a and c are not shown, their choices and selection stay
    expect(buildCriacaoItems(state, grupo)).toHaveLength(2);
    state = forgetRows(state, [a._id]);
    expect(state.selected).toEqual([c._id]);
    expect(state.choices[a._id]).toBeUndefined();
  });
});

describe('pending selection, franqueador view', () => {
  const f1 = makeLinha('franqueador', 'pendente', 1);
  const f2 = makeLinha('franqueador', 'pendente', 2);
  const f3grill = makeLinha('franqueador', 'pendente', 3, { marca: marcas.grill });

  it('ignores suggestions (the view has none to offer)', () => {
    const row = makeLinha('franqueador', 'pendente', 4, { sugestao });
    expect(isSelectable(emptyPendingState('franqueador'), row)).toBe(false);
  });

  it('removes a franchisee account chosen in one row from the other rows of the same marca', () => {
    let state = emptyPendingState('franqueador');
    state = chooseContas(state, f1, [contaFranqueado(1), contaFranqueado(2)]);
    state = chooseContas(state, f3grill, [contaFranqueado(2)]);
    state = chooseContas(state, f2, [contaFranqueado(2)]);
    expect(getChoice(state, f1).contas).toEqual([contaFranqueado(1)]);
    expect(getChoice(state, f2).contas).toEqual([contaFranqueado(2)]);
    // another marca: another mapping of the account, untouched
    expect(getChoice(state, f3grill).contas).toEqual([contaFranqueado(2)]);
    // the row that lost its only account leaves the selection
    state = chooseContas(state, f2, [contaFranqueado(1)]);
    expect(getChoice(state, f1).contas).toEqual([]);
    expect(state.selected).toEqual([f3grill._id, f2._id]);
  });

  it('sends one item per chosen franchisee account, or one with the justification', () => {
    let state = emptyPendingState('franqueador');
    state = chooseContas(state, f1, [contaFranqueado(1), contaFranqueado(2)]);
    state = saveJustificativa(state, f2, 'Conta não usada pela rede');
    expect(buildCriacaoItems(state, grupo)).toEqual([
      criacaoItem(1, 1),
      criacaoItem(2, 1),
      criacaoItem(null, 2, 'Conta não usada pela rede'),
    ]);
  });
});
