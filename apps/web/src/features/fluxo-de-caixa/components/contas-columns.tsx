import type { ContaVinculadaRow } from '@matriz/contracts';
import type { TableColumnsType } from 'antd';

import { EmpresasVinculadasCell } from './empresas-vinculadas-cell.tsx';

const orDash = (text: string | null) => text || '—';
const noWrap = (text: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{orDash(text)}</span>;

/** The bank accounts table (spec 001 §2.3): grupo, linked stores, bank, account, number, digit. */
export function getContasColumns(): TableColumnsType<ContaVinculadaRow> {
  return [
    { title: 'Grupo', dataIndex: 'nomeGrupo', minWidth: 160 },
    {
      title: 'Empresas vinculadas',
      dataIndex: 'empresasVinculada',
      minWidth: 280,
      render: (empresas: string[], row) => (
        <EmpresasVinculadasCell conta={row.nomeConta} empresas={empresas} />
      ),
    },
    { title: 'Banco', dataIndex: 'banco', width: 160, render: orDash },
    { title: 'Conta', dataIndex: 'nomeConta', minWidth: 180 },
    { title: 'Agência', dataIndex: 'agencia', width: 96, render: noWrap },
    { title: 'Número', dataIndex: 'numero', width: 120, render: noWrap },
    { title: 'Dígito', dataIndex: 'digito', width: 80, render: noWrap },
  ];
}
