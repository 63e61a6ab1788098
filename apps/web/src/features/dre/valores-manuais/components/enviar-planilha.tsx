import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  errorMessages,
  OPCAO_IMPORTACAO_VALOR_MANUAL,
  opcoesImportacaoValorManual,
  VALOR_MANUAL_MENSAGEM_S,
  valoresManuaisMessages,
  type OpcaoImportacaoValorManual,
  type ValoresManuaisFiltro,
} from '@matriz/contracts';
import { Button, Checkbox, Flex, Radio, Tooltip, Upload } from 'antd';
import { useState, type ReactNode } from 'react';

import { useFeedback } from '../../../../lib/notify.ts';
import { useBaixarModelo } from '../api/baixar-modelo.ts';
import { useImportarPlanilha } from '../api/importar-planilha.ts';

import { avisoDoEnvio, ResultadoImportacaoModal, type EnvioPlanilha } from './resultado-importacao-modal.tsx';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface EnviarPlanilhaProps {
  /** the filter searched: the template and the upload are of it (null: nothing searched, both off) */
  filtro: ValoresManuaisFiltro | null;
  podeExportar: boolean;
  podeEditar: boolean;
}

/** A button off with its reason in a tooltip (a disabled button shows no tooltip of its own). */
function ComMotivo({ motivo, children }: { motivo: string | null; children: ReactNode }) {
  return (
    <Tooltip title={motivo}>
      <span style={{ display: 'inline-flex' }}>{children}</span>
    </Tooltip>
  );
}

/**
 * 'Baixar modelo' (DreValorManual/Exportar) and 'Enviar planilha' (Editar) of the filter searched (spec 001 §2.1):
 * the import option preserve (1) / overwrite (2) — overwriting asks first — and whether the good rows are written
 * when the file has errors. A file with notes opens the result modal; otherwise 'N de M registros gravados.'.
 */
export function EnviarPlanilha({ filtro, podeExportar, podeEditar }: EnviarPlanilhaProps) {
  const { message, modal } = useFeedback();
  const baixar = useBaixarModelo();
  const importar = useImportarPlanilha();
  const [opcao, setOpcao] = useState<OpcaoImportacaoValorManual>(OPCAO_IMPORTACAO_VALOR_MANUAL.preservar);
  const [inserirValidos, setInserirValidos] = useState(false);
  const [envio, setEnvio] = useState<EnvioPlanilha | null>(null);
  const semFiltro =
    filtro === null ? 'Pesquise primeiro: o modelo e a planilha são do filtro pesquisado.' : null;

  const enviar = (arquivo: File) => {
    if (!filtro) return;
    importar.mutate(
      { filtro, arquivo, opcao, inserirValidos },
      {
        onSuccess: (resultado) => {
          const feito = { resultado, inserirValidos, opcao };
          if (resultado.totalNotas > 0) return setEnvio(feito);
          const aviso = avisoDoEnvio(feito);
          message.success({
            content: `${valoresManuaisMessages.importado(resultado.totalInseridos, resultado.totalRegistros)}${aviso ? ` ${aviso}` : ''}`,
            duration: VALOR_MANUAL_MENSAGEM_S,
          });
        },
      },
    );
  };
  const escolher = (arquivo: File) => {
    if (opcao !== OPCAO_IMPORTACAO_VALOR_MANUAL.sobrescrever) return enviar(arquivo);
    modal.confirm({
      title: 'Sobrescrever os valores existentes?',
      content: `Os valores já informados das empresas da planilha "${arquivo.name}" serão substituídos.`,
      okText: 'Sobrescrever',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => enviar(arquivo),
    });
  };

  return (
    <Flex wrap gap={12} align="center">
      <ComMotivo motivo={podeExportar ? semFiltro : errorMessages.forbidden}>
        <Button
          icon={<DownloadOutlined />}
          loading={baixar.isPending}
          disabled={!podeExportar || !filtro}
          onClick={() => filtro && baixar.mutate(filtro)}
        >
          Baixar modelo
        </Button>
      </ComMotivo>
      <Radio.Group
        aria-label="Opção de importação"
        value={opcao}
        disabled={!podeEditar}
        onChange={(event) => setOpcao(event.target.value as OpcaoImportacaoValorManual)}
        options={opcoesImportacaoValorManual.map((o) => ({ value: o.value, label: o.label }))}
      />
      <Checkbox
        checked={inserirValidos}
        disabled={!podeEditar}
        onChange={(event) => setInserirValidos(event.target.checked)}
      >
        {valoresManuaisMessages.inserirValidos}
      </Checkbox>
      <ComMotivo motivo={podeEditar ? semFiltro : errorMessages.forbidden}>
        <Upload
          accept={XLSX_ACCEPT}
          showUploadList={false}
          maxCount={1}
          disabled={!podeEditar || !filtro || importar.isPending}
          beforeUpload={(arquivo) => {
            escolher(arquivo);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={importar.isPending} disabled={!podeEditar || !filtro}>
            Enviar planilha
          </Button>
        </Upload>
      </ComMotivo>
      <ResultadoImportacaoModal envio={envio} onClose={() => setEnvio(null)} />
    </Flex>
  );
}
