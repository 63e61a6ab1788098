import { BulbOutlined } from '@ant-design/icons';
import type { DeParaLinha, DeParaVisao, OptionItem } from '@matriz/contracts';
import { Flex, Tag, Tooltip, type TableColumnsType } from 'antd';

import { getChoice, type PendingState } from '../lib/pending-selection.ts';

import {
  accountColumn,
  counterpartTitle,
  marcaColumn,
  movimentoColumn,
  withDetailsUnder,
} from './detail-columns.tsx';
import { CounterpartSelect } from './counterpart-select.tsx';
import { JustificativaCell } from './justificativa-cell.tsx';

export interface PendingColumnsOptions {
  visao: DeParaVisao;
  customerId: string;
  work: PendingState;
  nome: string;
  onNome: (nome: string) => void;
  onChoose: (row: DeParaLinha, contas: OptionItem[]) => void;
  onJustify: (row: DeParaLinha) => void;
  onRemoveJustificativa: (row: DeParaLinha) => void;
  /** a narrow screen: the marca and the movement go under the account, so the selector needs no sideways scroll */
  compact: boolean;
}

/** 'Sugestão 92%' beside a pre-filled counterpart, its reason on hover or focus, until the person changes it. */
function SugestaoTag({ row }: { row: DeParaLinha }) {
  if (!row.sugestao) return null;
  const { confianca, motivo } = row.sugestao;
  return (
    <Tooltip title={motivo}>
      <Tag
        color="blue"
        icon={<BulbOutlined aria-hidden />}
        tabIndex={0}
        aria-label={`Sugestão ${confianca}%: ${motivo}`}
        style={{ alignSelf: 'flex-start', cursor: 'help' }}
      >
        Sugestão {confianca}%
      </Tag>
    </Tooltip>
  );
}

/**
 * The pending tab's columns (spec 002 §2.3): the row's account with its name filter, the marca, the movement of
 * the last 12 months (franqueado view: where the money is), the counterpart selector (one franchisor account, or
 * the franchisee accounts in the franqueador view) and the justification.
 */
export function getPendingColumns(o: PendingColumnsOptions): TableColumnsType<DeParaLinha> {
  const own = accountColumn(o.visao, o.nome, o.onNome);
  const details = o.compact
    ? [withDetailsUnder(own, { marca: true, movimento: o.visao === 'franqueado' }, 200)]
    : [own, marcaColumn(), ...(o.visao === 'franqueado' ? [movimentoColumn()] : [])];
  return [
    ...details,
    {
      key: 'contrapartida',
      title: counterpartTitle(o.visao),
      width: o.compact ? 280 : 340,
      render: (_, row) => {
        const choice = getChoice(o.work, row);
        return (
          <Flex vertical gap={4}>
            <CounterpartSelect
              customerId={o.customerId}
              marcaId={row.marca.id}
              visao={o.visao}
              value={choice.contas}
              onChange={(contas) => o.onChoose(row, contas)}
              label={`${counterpartTitle(o.visao)} de ${row.valorPrimeiraColuna}`}
            />
            {choice.sugerido && <SugestaoTag row={row} />}
          </Flex>
        );
      },
    },
    {
      key: 'justificativa',
      title: 'Justificativa',
      width: o.compact ? 140 : 180,
      render: (_, row) => (
        <JustificativaCell
          conta={row.valorPrimeiraColuna}
          justificativa={getChoice(o.work, row).justificativa}
          onEdit={() => o.onJustify(row)}
          onRemove={() => o.onRemoveJustificativa(row)}
        />
      ),
    },
  ];
}
