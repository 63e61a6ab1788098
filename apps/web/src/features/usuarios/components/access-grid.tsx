import { accessResources, type Claim } from '@matriz/contracts';
import { Checkbox, Flex, Typography, theme } from 'antd';

import { getActionLabel, resourceLabels } from '../lib/access-labels.ts';

interface AccessGridProps {
  /** the chosen accesses (a Form control: value / onChange) */
  value?: Claim[];
  onChange?: (next: Claim[]) => void;
  disabled?: boolean;
}

/** The chosen actions of each resource, in the grid's order; resources with no action are left out. */
function setActions(value: readonly Claim[], nome: string, acoes: readonly string[]): Claim[] {
  const chosen = new Map(value.map((a) => [a.nome, a.acoes]));
  chosen.set(nome, [...acoes]);
  return accessResources
    .map((r) => ({ nome: r.nome, acoes: r.acoes.filter((a) => chosen.get(r.nome)?.includes(a)) }))
    .filter((a) => a.acoes.length > 0);
}

/** The resource × action grid of an access rule (spec 000 §6), with a select-all per resource (§4). */
export function AccessGrid({ value = [], onChange, disabled = false }: AccessGridProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical role="group" aria-label="Permissões" aria-disabled={disabled || undefined}>
      {accessResources.map((resource, index) => {
        const label = resourceLabels[resource.nome];
        const chosen = value.find((a) => a.nome === resource.nome)?.acoes ?? [];
        const all = chosen.length === resource.acoes.length;
        const some = chosen.length > 0 && !all;
        const change = (acoes: readonly string[]) => onChange?.(setActions(value, resource.nome, acoes));
        return (
          <Flex
            key={resource.nome}
            role="group"
            aria-label={label}
            wrap
            align="center"
            gap={8}
            style={{
              padding: '6px 8px',
              background: index % 2 ? 'transparent' : token.colorFillQuaternary,
              borderRadius: token.borderRadiusSM,
            }}
          >
            <Typography.Text strong style={{ width: 190 }} disabled={disabled}>
              {label}
            </Typography.Text>
            <Checkbox
              aria-label={`Todas as ações de ${label}`}
              checked={all}
              indeterminate={some}
              disabled={disabled}
              onChange={(event) => change(event.target.checked ? resource.acoes : [])}
              style={{ width: 80 }}
            >
              Todas
            </Checkbox>
            <Checkbox.Group
              value={chosen}
              disabled={disabled}
              options={resource.acoes.map((a) => ({ label: getActionLabel(a), value: a }))}
              onChange={(acoes) => change(acoes)}
            />
          </Flex>
        );
      })}
    </Flex>
  );
}
