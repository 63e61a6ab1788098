import {
  OPCAO_IMPORTACAO_VALOR_MANUAL,
  valoresManuaisMessages,
  type OpcaoImportacaoValorManual,
  type ResultadoImportacaoValoresManuais,
} from '@matriz/contracts';
import { Alert, Button, Descriptions, Modal } from 'antd';

/** An upload's answer and what it asked (whether the good rows were to be written, and the import option). */
export interface EnvioPlanilha {
  resultado: ResultadoImportacaoValoresManuais;
  inserirValidos: boolean;
  opcao: OpcaoImportacaoValorManual;
}

/**
 * What the totals of an upload mean beyond its notes: nothing written because of them (all or nothing), or rows
 * skipped because their store already had a value (preserve). Null when neither.
 */
export function avisoDoEnvio({ resultado: r, inserirValidos, opcao }: EnvioPlanilha): string | null {
  if (r.totalNotas > 0 && !inserirValidos) return valoresManuaisMessages.nadaGravado;
  const semNota = r.totalRegistros - r.totalNotas;
  if (opcao === OPCAO_IMPORTACAO_VALOR_MANUAL.preservar && r.totalInseridos < semNota)
    return valoresManuaisMessages.preservados;
  return null;
}

export interface ResultadoImportacaoModalProps {
  envio: EnvioPlanilha | null;
  onClose: () => void;
}

/**
 * 'Existem alguns erros em seu arquivo' (spec 001 §2.1): the totals of the upload, what they mean, and each note,
 * naming the row and the problem.
 */
export function ResultadoImportacaoModal({ envio, onClose }: ResultadoImportacaoModalProps) {
  const aviso = envio ? avisoDoEnvio(envio) : null;
  const r = envio?.resultado;
  return (
    <Modal
      open={envio !== null}
      title={valoresManuaisMessages.errosNoArquivo}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Fechar
        </Button>
      }
      width={640}
    >
      {r && (
        <>
          <Descriptions
            size="small"
            column={3}
            items={[
              { key: 'registros', label: 'Total de registros', children: r.totalRegistros },
              { key: 'inseridos', label: 'Registros inseridos', children: r.totalInseridos },
              { key: 'notas', label: 'Total de avisos', children: r.totalNotas },
            ]}
          />
          {aviso && <Alert type="warning" showIcon style={{ margin: '12px 0' }} title={aviso} />}
          <ol
            aria-label="Avisos do arquivo"
            style={{
              maxHeight: 320,
              overflow: 'auto',
              margin: 0,
              padding: '8px 8px 8px 32px',
              border: '1px solid rgba(5, 5, 5, 0.06)',
              borderRadius: 8,
            }}
          >
            {r.notas.map((nota) => (
              <li key={nota} style={{ padding: '4px 0' }}>
                {nota}
              </li>
            ))}
          </ol>
        </>
      )}
    </Modal>
  );
}
