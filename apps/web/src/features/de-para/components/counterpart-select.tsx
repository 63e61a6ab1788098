import type { DeParaVisao, OptionItem } from '@matriz/contracts';
import { Select } from 'antd';

import { MAX_TAGS } from '../../../components/filters/multi-select-props.tsx';

import { counterpartNotFound, CounterpartPopup } from './counterpart-list-states.tsx';
import { useCounterpartSearch } from './use-counterpart-search.ts';

interface Labeled {
  value: string;
  label: string;
}

export interface CounterpartSelectProps {
  customerId: string;
  marcaId: string;
  /** the view: franqueado picks one franchisor account, franqueador several franchisee accounts */
  visao: DeParaVisao;
  value: readonly OptionItem[];
  onChange: (contas: OptionItem[]) => void;
  /** the accessible name, e.g. 'Conta do franqueador de 1.01 - Vendas' */
  label: string;
}

const toLabeled = (o: OptionItem): Labeled => ({ value: o.id, label: o.label });
const toItem = (o: Labeled): OptionItem => ({ id: o.value, label: o.label });

/**
 * A pending row's counterpart selector (spec 002 §2.3, issue 9 §2): searchable, its options paged on the server
 * (the next page when the list is scrolled to its end; the text typed reaches the server 500 ms after the last
 * keystroke). The options load only when the list opens, so a page of 20 rows asks nothing until one is used.
 * Long account names wrap in the list instead of being cut.
 */
export function CounterpartSelect({
  customerId,
  marcaId,
  visao,
  value,
  onChange,
  label,
}: CounterpartSelectProps) {
  const search = useCounterpartSearch({ customerId, marcaId, visao });
  const multiple = visao === 'franqueador';
  return (
    <Select<Labeled | Labeled[] | undefined>
      mode={multiple ? 'multiple' : undefined}
      labelInValue
      aria-label={label}
      placeholder="Selecione"
      allowClear
      style={{ width: '100%' }}
      maxTagCount={MAX_TAGS}
      maxTagPlaceholder={(omitted) => `+ ${omitted.length}`}
      value={multiple ? value.map(toLabeled) : value[0] ? toLabeled(value[0]) : undefined}
      onChange={(next) => onChange((Array.isArray(next) ? next : next ? [next] : []).map(toItem))}
      options={search.loaded.map(toLabeled)}
      open={search.open}
      onOpenChange={search.onOpenChange}
      showSearch={{
        searchValue: search.typed,
        onSearch: search.onSearch,
        filterOption: false,
        autoClearSearchValue: !multiple,
      }}
      onPopupScroll={search.onScroll}
      // the account names are long: they wrap, whole, in the list and in the chosen value
      optionRender={(option) => <span style={{ whiteSpace: 'normal' }}>{option.label}</span>}
      labelRender={(chosen) => <span style={{ whiteSpace: 'normal' }}>{chosen.label}</span>}
      styles={
        multiple ? undefined : { root: { height: 'auto', minHeight: 32 }, content: { whiteSpace: 'normal' } }
      }
      loading={search.options.isFetching}
      notFoundContent={counterpartNotFound(search)}
      popupRender={(menu) => <CounterpartPopup menu={menu} search={search} />}
    />
  );
}
