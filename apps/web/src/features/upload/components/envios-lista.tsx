import { FileTextOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography } from 'antd';

import type { Envio } from '../hooks/use-envios.tsx';

interface EnviosListaProps {
  envios: Envio[];
  onLimpar: () => void;
  /** opens the Status tab (absent without Arquivo/Obter) */
  onVerStatus?: () => void;
}

function textoDoEnvio(envio: Envio): string {
  if (envio.estado === 'enviando') return `Enviando ${envio.percent}%`;
  if (envio.estado === 'erro') return envio.erro ?? 'Falha no envio';
  return envio.aviso ? `Enviado. ${envio.aviso}` : 'Enviado: acompanhe o processamento na aba Status';
}

function ItemDoEnvio({ envio }: { envio: Envio }) {
  const status = envio.estado === 'erro' ? 'exception' : envio.estado === 'enviado' ? 'success' : 'active';
  return (
    <Flex component="li" vertical gap={2} aria-label={`Envio de ${envio.nome}`}>
      <Flex align="center" gap={8} wrap>
        <FileTextOutlined aria-hidden />
        <Typography.Text strong ellipsis={{ tooltip: envio.nome }} style={{ maxWidth: 420 }}>
          {envio.nome}
        </Typography.Text>
        <Typography.Text type="secondary">{envio.tipo}</Typography.Text>
      </Flex>
      <Progress
        percent={envio.percent}
        status={status}
        size="small"
        aria-label={`Progresso do envio de ${envio.nome}`}
      />
      <Typography.Text type={envio.estado === 'erro' ? 'danger' : 'secondary'}>
        {textoDoEnvio(envio)}
      </Typography.Text>
    </Flex>
  );
}

/** The files sent from this screen, newest first, each with its own upload progress and outcome. */
export function EnviosLista({ envios, onLimpar, onVerStatus }: EnviosListaProps) {
  if (envios.length === 0) return null;
  const algumTerminou = envios.some((e) => e.estado !== 'enviando');
  return (
    <section aria-label="Arquivos enviados">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Arquivos enviados
        </Typography.Title>
        <Flex gap={8}>
          {onVerStatus && <Button onClick={onVerStatus}>Ver status</Button>}
          <Button disabled={!algumTerminou} onClick={onLimpar}>
            Limpar lista
          </Button>
        </Flex>
      </Flex>
      <Flex component="ul" vertical gap={12} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {envios.map((envio) => (
          <ItemDoEnvio key={envio.uid} envio={envio} />
        ))}
      </Flex>
    </section>
  );
}
