import { ReloadOutlined } from '@ant-design/icons';
import {
  ARQUIVO_PAGE_SIZES,
  errorMessages,
  STATUS_PROCESSAMENTO,
  tipoArquivoLabels,
  TIPOS_ARQUIVO,
  type ArquivoRow,
  type TipoArquivo,
} from '@matriz/contracts';
import { Button, Flex, Select, Tooltip } from 'antd';
import { useState } from 'react';

import { ServerTable } from '../../../components/server-table/server-table.tsx';
import { useSession } from '../../../lib/session.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useDownloadArquivo } from '../api/download-arquivo.ts';
import { useExportarNotas } from '../api/exportar-notas.ts';
import { useArquivos, type ArquivosParams } from '../api/get-arquivos.ts';
import { useStatusAoVivo } from '../api/get-status-arquivos.ts';
import { motivoExportarNotas } from '../lib/regras-tela.ts';

import { getArquivoColumns } from './arquivo-columns.tsx';
import { NotasModal } from './notas-modal.tsx';
import { StatusLegenda } from './status-tag.tsx';

export const LISTA_VAZIA = 'Nenhum arquivo enviado';
export const LISTA_FALHOU = 'Não foi possível carregar os arquivos enviados';
const PAGE_SIZE_PADRAO = 10;

interface Filtros {
  tipoArquivo?: TipoArquivo;
  statusProcessamento?: 0 | 1 | 2;
}

const statusOptions = Object.entries(STATUS_PROCESSAMENTO).map(([label, value]) => ({ label, value }));
const tipoOptions = TIPOS_ARQUIVO.map((t) => ({ value: t, label: tipoArquivoLabels[t] }));

/** Tab 'Status' (spec 002 §2.4; Arquivo/Obter): the legend and the live list of uploaded files. */
export function StatusAba() {
  const claims = useSession()?.claims ?? [];
  const [filtros, setFiltros] = useState<Filtros>({});
  const paging = usePagedList(filtros, PAGE_SIZE_PADRAO);
  const params: ArquivosParams = { page: paging.page, pageSize: paging.pageSize, ...filtros };
  const list = useArquivos(params);
  useStatusAoVivo(params, list.data?.arquivos, !list.isPlaceholderData);
  const download = useDownloadArquivo();
  const exportar = useExportarNotas();
  const [notasDe, setNotasDe] = useState<ArquivoRow | null>(null);

  const motivoExportar = (row: ArquivoRow) => motivoExportarNotas(row, claims);
  const exportandoId = exportar.isPending ? (exportar.variables ?? null) : null;
  const columns = getArquivoColumns({
    motivoExportar,
    baixandoId: download.isPending ? (download.variables ?? null) : null,
    exportandoId,
    onDownload: (row) => download.mutate(row._id),
    onExportar: (row) => exportar.mutate(row._id),
    onVerNotas: setNotasDe,
  });

  return (
    <Flex vertical gap={16}>
      <StatusLegenda />
      <Flex wrap gap={8} justify="space-between" align="center">
        <Flex wrap gap={8}>
          <Select<TipoArquivo>
            aria-label="Filtrar por tipo"
            placeholder="Todos os tipos"
            allowClear
            style={{ width: 260 }}
            options={tipoOptions}
            value={filtros.tipoArquivo}
            onChange={(tipoArquivo) => setFiltros((f) => ({ ...f, tipoArquivo }))}
          />
          <Select<0 | 1 | 2>
            aria-label="Filtrar por status"
            placeholder="Todos os status"
            allowClear
            style={{ width: 200 }}
            options={statusOptions}
            value={filtros.statusProcessamento}
            onChange={(statusProcessamento) => setFiltros((f) => ({ ...f, statusProcessamento }))}
          />
        </Flex>
        <Button icon={<ReloadOutlined />} loading={list.isFetching} onClick={() => void list.refetch()}>
          Atualizar
        </Button>
      </Flex>
      <ServerTable
        query={list}
        rows={list.data?.arquivos}
        total={list.data?.total}
        columns={columns}
        paging={paging}
        pageSizes={ARQUIVO_PAGE_SIZES}
        itemsLabel="arquivos"
        emptyText={LISTA_VAZIA}
        failedText={LISTA_FALHOU}
        // spec 002 §8 'thrown failure on lists': 'Erro interno' – the support text
        failedNotice={{
          key: 'arquivos-lista',
          title: errorMessages.thrownTitle,
          description: errorMessages.thrownDetail,
          distinguishNoResponse: false,
        }}
        // the rows change by themselves while files are processed: no spinner over rows already shown
        polled
        scroll={{ x: 640 }}
      />
      <NotasModal
        arquivo={notasDe}
        onClose={() => setNotasDe(null)}
        exportar={(row) => {
          const motivo = motivoExportar(row);
          const button = (
            <Button
              disabled={motivo !== null}
              loading={exportandoId === row._id}
              onClick={() => exportar.mutate(row._id)}
            >
              Exportar notas
            </Button>
          );
          return motivo ? (
            <Tooltip title={motivo}>
              <span style={{ display: 'inline-flex' }}>{button}</span>
            </Tooltip>
          ) : (
            button
          );
        }}
      />
    </Flex>
  );
}
