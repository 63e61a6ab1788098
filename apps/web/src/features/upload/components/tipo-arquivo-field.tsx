import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { uploadMessages, type TipoArquivo } from '@matriz/contracts';
import { Alert, Button, Flex, Select, Tooltip, Typography } from 'antd';

import { useBaixarModelo } from '../api/baixar-modelo.ts';
import type { OpcaoTipo } from '../lib/regras-tela.ts';

export const TIPOS_FALHOU = 'Não foi possível carregar os tipos de arquivo';

interface TipoArquivoFieldProps {
  opcoes: OpcaoTipo[] | undefined;
  carregando: boolean;
  falhou: boolean;
  onTentarDeNovo: () => void;
  value: TipoArquivo | undefined;
  onChange: (tipo: TipoArquivo | undefined) => void;
  /** Arquivo/Importar: the template is for those who send files */
  podeImportar: boolean;
}

/** The template of the chosen type (GET modelo), beside the select. */
function ModeloLink({ tipo, podeImportar }: { tipo: TipoArquivo | undefined; podeImportar: boolean }) {
  const modelo = useBaixarModelo();
  const motivo = !podeImportar
    ? uploadMessages.semPermissao
    : tipo === undefined
      ? 'Escolha um tipo de arquivo'
      : null;
  const button = (
    <Button
      type="link"
      icon={<DownloadOutlined />}
      disabled={Boolean(motivo)}
      loading={modelo.isPending}
      onClick={() => tipo !== undefined && modelo.mutate(tipo)}
    >
      Baixar modelo
    </Button>
  );
  if (!motivo)
    return <Tooltip title="Planilha com as colunas deste tipo e uma linha de exemplo">{button}</Tooltip>;
  return (
    <Tooltip title={motivo}>
      {/* a disabled button fires no pointer events: the span carries the tooltip */}
      <span style={{ display: 'inline-flex' }}>{button}</span>
    </Tooltip>
  );
}

/** The file-type select (GET tipos; unavailable types off, with the reason) and the template link beside it. */
export function TipoArquivoField(props: TipoArquivoFieldProps) {
  const { opcoes, carregando, falhou, onTentarDeNovo, value, onChange, podeImportar } = props;
  if (falhou) {
    return (
      <Alert
        type="error"
        showIcon
        title={TIPOS_FALHOU}
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={onTentarDeNovo}>
            Tentar novamente
          </Button>
        }
      />
    );
  }
  return (
    <Flex wrap align="center" gap={8}>
      <label htmlFor="upload-tipo-arquivo">
        <Typography.Text strong>Tipo do arquivo</Typography.Text>
      </label>
      <Select<TipoArquivo>
        id="upload-tipo-arquivo"
        aria-label="Tipo do arquivo"
        placeholder="Escolha o tipo do arquivo"
        style={{ width: 320, maxWidth: '100%' }}
        loading={carregando}
        value={value}
        onChange={onChange}
        allowClear
        options={opcoes?.map((o) => ({
          value: o.value,
          label: o.label,
          disabled: o.motivo !== null,
          motivo: o.motivo,
        }))}
        optionRender={(option) => (
          <Flex vertical title={option.data.motivo ?? undefined}>
            <span>{option.data.label}</span>
            {option.data.motivo && (
              <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
                {option.data.motivo}
              </Typography.Text>
            )}
          </Flex>
        )}
      />
      <ModeloLink tipo={value} podeImportar={podeImportar} />
    </Flex>
  );
}
