import { legendaStatusArquivo, type ArquivoRow } from '@matriz/contracts';
import { Flex, Tag, Typography } from 'antd';

import { corDaTag, resumoResultado, statusExibido } from '../lib/status-arquivo.ts';

/** The status tag of a row (legend colour, percentage while Processando) and what the file did to the data. */
export function ArquivoStatus({ row }: { row: ArquivoRow }) {
  const status = statusExibido(row);
  const resumo = resumoResultado(row);
  return (
    <Flex vertical gap={2} align="flex-start">
      <Tag color={status.cor} style={{ marginInlineEnd: 0 }}>
        {status.texto}
      </Tag>
      {resumo && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {resumo}
        </Typography.Text>
      )}
    </Flex>
  );
}

const explicacoes: Record<(typeof legendaStatusArquivo)[number]['chave'], string> = {
  aguardando: 'na fila, ainda não começou',
  processando: 'linhas sendo lidas e validadas',
  sucesso: 'todas as linhas gravadas',
  erro: 'recusado, nada gravado: veja as notas',
  jaProcessado: 'mesmo conteúdo já enviado',
  tipoNaoIdentificado: 'colunas não são as do tipo escolhido',
};

/** Tab 'Status' (spec 002 §2.4, §4): what each status and variant means. */
export function StatusLegenda() {
  return (
    <Flex
      component="ul"
      wrap
      gap="8px 24px"
      aria-label="Legenda dos status"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {legendaStatusArquivo.map((l) => (
        <Flex component="li" key={l.chave} align="center" gap={8}>
          <Tag color={corDaTag[l.cor]} style={{ marginInlineEnd: 0 }}>
            {l.descricao}
          </Tag>
          <Typography.Text type="secondary">{explicacoes[l.chave]}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
