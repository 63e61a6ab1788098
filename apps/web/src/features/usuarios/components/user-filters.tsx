import { SearchOutlined } from '@ant-design/icons';
import { textLimits } from '@matriz/contracts';
import { Flex, Input, Segmented } from 'antd';

export type AtivoFilter = 'todos' | 'ativos' | 'inativos';

export interface UserFilterValues {
  nome: string;
  nomeDaRegraDeAcesso: string;
  email: string;
  ativo: AtivoFilter;
}

export const emptyUserFilters: UserFilterValues = {
  nome: '',
  nomeDaRegraDeAcesso: '',
  email: '',
  ativo: 'todos',
};

/** isApproved of the list query: absent for all (spec 000 §3: null, true or false). */
export function toIsApproved(ativo: AtivoFilter): boolean | undefined {
  return ativo === 'todos' ? undefined : ativo === 'ativos';
}

interface UserFiltersProps {
  value: UserFilterValues;
  onChange: (next: UserFilterValues) => void;
}

const textFilters = [
  { key: 'nome', label: 'Filtrar por nome', placeholder: 'Nome' },
  { key: 'nomeDaRegraDeAcesso', label: 'Filtrar por regra de acesso', placeholder: 'Regra de acesso' },
  { key: 'email', label: 'Filtrar por e-mail', placeholder: 'E-mail' },
] as const;

/** The users tab's filters: name, access-rule name, e-mail (typed) and active (all / active / inactive). */
export function UserFilters({ value, onChange }: UserFiltersProps) {
  return (
    <Flex wrap gap={8} align="center" role="search" aria-label="Filtros de usuários">
      {textFilters.map((f) => (
        <Input
          key={f.key}
          aria-label={f.label}
          placeholder={f.placeholder}
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          maxLength={textLimits.filtro}
          value={value[f.key]}
          onChange={(event) => onChange({ ...value, [f.key]: event.target.value })}
          style={{ width: 180 }}
        />
      ))}
      <Segmented<AtivoFilter>
        aria-label="Filtrar por situação"
        value={value.ativo}
        onChange={(ativo) => onChange({ ...value, ativo })}
        options={[
          { label: 'Todos', value: 'todos' },
          { label: 'Ativos', value: 'ativos' },
          { label: 'Inativos', value: 'inativos' },
        ]}
      />
    </Flex>
  );
}
