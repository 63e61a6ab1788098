import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { errorMessages } from '@matriz/contracts';
import { Button, Flex, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface SearchActionsProps {
  /** at the left: what the search makes ('12 colunas'); nothing when absent */
  summary?: ReactNode;
  /** the screen's Obter claim: without it Pesquisar is disabled with 'Sem permissões' (spec 001 §6) */
  canSearch: boolean;
  /** the card cannot be searched as it is (a required field missing, too many columns) */
  blocked?: boolean;
  /** a search in flight: Pesquisar shows it and takes no second click until it answers */
  searching?: boolean;
  onClear: () => void;
  /** the export button, before Limpar */
  extra?: ReactNode;
}

/**
 * The action row of a report's filter card (DRE, cash flow, bank statement): the summary, then the export, Limpar
 * and Pesquisar — which submits the form it sits in.
 */
export function SearchActions({
  summary,
  canSearch,
  blocked,
  searching,
  onClear,
  extra,
}: SearchActionsProps) {
  return (
    <Flex wrap gap={8} justify="space-between" align="center" style={{ marginTop: 16 }}>
      <Typography.Text type="secondary">{summary}</Typography.Text>
      <Flex wrap gap={8}>
        {extra}
        <Button icon={<ClearOutlined />} onClick={onClear}>
          Limpar
        </Button>
        <Tooltip title={canSearch ? undefined : errorMessages.forbidden}>
          {/* a disabled button fires no pointer events: the span carries the tooltip */}
          <span style={{ display: 'inline-flex' }}>
            <Button
              type="primary"
              htmlType="submit"
              icon={<SearchOutlined />}
              disabled={!canSearch || blocked === true}
              loading={searching === true}
            >
              Pesquisar
            </Button>
          </span>
        </Tooltip>
      </Flex>
    </Flex>
  );
}
