import type { DeParaCriacaoItemInput, DeParaLinha, DeParaVisao, OptionItem } from '@matriz/contracts';

/** What sending a pending row needs, kept with its choice so a row of another page can be sent too. */
export interface PendingRowRef {
  /** the row key (`<account id>:<marca id>`) */
  key: string;
  /** the row's own account: franchisee account (franqueado view) or franchisor account (franqueador view) */
  contaId: string;
  conta: string;
  marcaId: string;
}

/** What the person chose for one pending row. */
export interface PendingChoice {
  row: PendingRowRef;
  /** franqueado view: at most one franchisor account; franqueador view: the franchisee accounts */
  contas: readonly OptionItem[];
  justificativa: string | null;
  /** the counterpart is the row's suggestion, untouched by the person */
  sugerido: boolean;
}

/**
 * The pending tab's work (spec 002 §4): the choices and the selected rows, by row key, so they survive paging and
 * the name filter until they are sent or the page is left.
 */
export interface PendingState {
  visao: DeParaVisao;
  choices: Readonly<Record<string, PendingChoice>>;
  selected: readonly string[];
}

export const emptyPendingState = (visao: DeParaVisao): PendingState => ({ visao, choices: {}, selected: [] });

export function toRowRef(row: DeParaLinha): PendingRowRef {
  return {
    key: row._id,
    contaId: row.registroPendente.id,
    conta: row.valorPrimeiraColuna,
    marcaId: row.marca.id,
  };
}

/** The row as shown: the person's choice, else its suggestion (franqueado view), else nothing. */
export function getChoice(state: PendingState, row: DeParaLinha): PendingChoice {
  const chosen = state.choices[row._id];
  if (chosen) return chosen;
  const sugestao = state.visao === 'franqueado' ? row.sugestao : null;
  return {
    row: toRowRef(row),
    contas: sugestao ? [{ id: sugestao.id, label: sugestao.label }] : [],
    justificativa: null,
    sugerido: sugestao !== null,
  };
}

const isComplete = (choice: PendingChoice | undefined): boolean =>
  choice !== undefined && (choice.contas.length > 0 || choice.justificativa !== null);

/** A row may be selected only with a counterpart (a suggestion counts) or a justification. */
export function isSelectable(state: PendingState, row: DeParaLinha): boolean {
  return isComplete(getChoice(state, row));
}

/** Selected rows that lost their counterpart and have no justification leave the selection. */
function dropIncomplete(state: PendingState): PendingState {
  const selected = state.selected.filter((key) => isComplete(state.choices[key]));
  return selected.length === state.selected.length ? state : { ...state, selected };
}

const withSelected = (selected: readonly string[], key: string, on: boolean) =>
  on ? (selected.includes(key) ? selected : [...selected, key]) : selected.filter((k) => k !== key);

/**
 * The person chose the row's counterpart(s): the justification goes, and the row is selected (it is ready to
 * send). In the franqueador view a franchisee account maps to one franchisor account only, so it leaves any other
 * row of the same marca; in the franqueado view a franchisor account may serve many rows.
 */
export function chooseContas(
  state: PendingState,
  row: DeParaLinha,
  contas: readonly OptionItem[],
): PendingState {
  const ref = toRowRef(row);
  const chosen = state.visao === 'franqueado' ? contas.slice(-1) : contas;
  const choices: Record<string, PendingChoice> = { ...state.choices };
  if (state.visao === 'franqueador' && chosen.length > 0) {
    const ids = new Set(chosen.map((c) => c.id));
    for (const [key, other] of Object.entries(choices)) {
      if (key === ref.key || other.row.marcaId !== ref.marcaId) continue;
      const left = other.contas.filter((c) => !ids.has(c.id));
      if (left.length !== other.contas.length) choices[key] = { ...other, contas: left };
    }
  }
  choices[ref.key] = { row: ref, contas: chosen, justificativa: null, sugerido: false };
  const selected = withSelected(state.selected, ref.key, chosen.length > 0);
  return dropIncomplete({ ...state, choices, selected });
}

/** A saved justification replaces the row's counterpart, and the row is selected. */
export function saveJustificativa(state: PendingState, row: DeParaLinha, text: string): PendingState {
  const ref = toRowRef(row);
  return {
    ...state,
    choices: {
      ...state.choices,
      [ref.key]: { row: ref, contas: [], justificativa: text.trim(), sugerido: false },
    },
    selected: withSelected(state.selected, ref.key, true),
  };
}

/** The justification removed: the row is left without counterpart (its suggestion is not brought back). */
export function removeJustificativa(state: PendingState, row: DeParaLinha): PendingState {
  const ref = toRowRef(row);
  return dropIncomplete({
    ...state,
    choices: { ...state.choices, [ref.key]: { row: ref, contas: [], justificativa: null, sugerido: false } },
  });
}

export interface SelectOutcome {
  state: PendingState;
  /** rows that could not be selected: no counterpart and no justification */
  refused: DeParaLinha[];
}

/**
 * Selects or deselects rows (a checkbox, or the page's 'select all'). Rows without a counterpart or justification
 * are refused. Selecting a row that shows its suggestion keeps the suggestion as the row's choice, so the row is
 * sent with it even from another page.
 */
export function selectRows(state: PendingState, rows: readonly DeParaLinha[], on: boolean): SelectOutcome {
  if (!on) {
    const keys = new Set(rows.map((r) => r._id));
    return { state: { ...state, selected: state.selected.filter((k) => !keys.has(k)) }, refused: [] };
  }
  const refused: DeParaLinha[] = [];
  const choices: Record<string, PendingChoice> = { ...state.choices };
  let selected = state.selected;
  for (const row of rows) {
    const choice = getChoice(state, row);
    if (!isComplete(choice)) {
      refused.push(row);
      continue;
    }
    choices[row._id] = choice;
    selected = withSelected(selected, row._id, true);
  }
  return { state: { ...state, choices, selected }, refused };
}

/**
 * The body of POST create franchisee / franchisor De-Para (spec 002 §3) for the selected rows: franqueado view,
 * one item per row; franqueador view, one item per chosen franchisee account, or one with the justification.
 */
export function buildCriacaoItems(state: PendingState, customerId: string): DeParaCriacaoItemInput[] {
  return state.selected.flatMap((key): DeParaCriacaoItemInput[] => {
    const choice = state.choices[key];
    if (!choice || !isComplete(choice)) return [];
    const base = { Marca: choice.row.marcaId, CustomerId: customerId };
    if (state.visao === 'franqueado') {
      const conta = choice.contas[0];
      return [
        {
          ...base,
          PlanoFranqueadoId: choice.row.contaId,
          PlanoFranqueadorId: conta?.id ?? null,
          Justificativa: conta ? null : choice.justificativa,
        },
      ];
    }
    if (choice.contas.length === 0)
      return [
        {
          ...base,
          PlanoFranqueadoId: null,
          PlanoFranqueadorId: choice.row.contaId,
          Justificativa: choice.justificativa,
        },
      ];
    return choice.contas.map((conta) => ({
      ...base,
      PlanoFranqueadoId: conta.id,
      PlanoFranqueadorId: choice.row.contaId,
      Justificativa: null,
    }));
  });
}

/** Sent rows leave the selection and forget their choice (they left the pending tab). */
export function forgetRows(state: PendingState, keys: readonly string[]): PendingState {
  const gone = new Set(keys);
  return {
    ...state,
    choices: Object.fromEntries(Object.entries(state.choices).filter(([key]) => !gone.has(key))),
    selected: state.selected.filter((k) => !gone.has(k)),
  };
}
