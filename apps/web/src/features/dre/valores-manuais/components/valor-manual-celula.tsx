import { CheckCircleFilled, EditOutlined } from '@ant-design/icons';
import {
  centavosDeTexto,
  reaisDeCentavos,
  textoDoValor,
  VALOR_MANUAL_INDICADOR_MS,
  valoresManuaisMessages,
} from '@matriz/contracts';
import { Flex, Input, Spin, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

import { formatBRL } from '../../../../lib/format.ts';

export interface ValorManualCelulaProps {
  /** the row's value in reais; null: none typed */
  valor: number | null;
  /** accessible name, e.g. 'Valor de Loja Centro Ltda' */
  rotulo: string;
  /** why editing is off ('Sem permissões', no default cost centre); null when allowed */
  motivoBloqueio?: string | null;
  /**
   * Saves the new value (reais, or null to remove it); rejects when the server refused (the caller has said why).
   * Resolves false when the user gave up (a removal not confirmed): the cell goes back without the indicator.
   */
  onSalvar: (valor: number | null) => Promise<boolean>;
}

type Estado = 'parado' | 'editando' | 'salvando' | 'salvo';

/**
 * The editable Valor of a Valores Manuais row (spec 001 §2.1, §4, §9): a click or Enter opens the input; Enter or
 * leaving it saves when the text changed (pt-BR: '1.234,56'; blank removes the value), Esc cancels. Saving: the
 * input disabled with a spinner; then 'Valor atualizado' for 1 second; back to the value. A value that is not a
 * number, or has more than 2 decimals, is said under the input and not sent; a refusal of the server goes back to
 * the row's value.
 */
export function ValorManualCelula({
  valor,
  rotulo,
  motivoBloqueio = null,
  onSalvar,
}: ValorManualCelulaProps) {
  const [estado, setEstado] = useState<Estado>('parado');
  const [texto, setTexto] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const focarCelula = useRef(false);
  // Enter then the blur of the input being disabled: one save
  const salvandoAgora = useRef(false);

  useEffect(() => {
    if (estado !== 'salvo') return;
    const timer = setTimeout(() => setEstado('parado'), VALOR_MANUAL_INDICADOR_MS);
    return () => clearTimeout(timer);
  }, [estado]);

  const abrir = () => {
    setTexto(textoDoValor(valor));
    setErro(null);
    setEstado('editando');
  };

  const terminar = async () => {
    if (estado !== 'editando' || salvandoAgora.current) return;
    const leitura = centavosDeTexto(texto);
    if (leitura && 'erro' in leitura) {
      setErro(leitura.erro);
      return;
    }
    const novo = leitura ? reaisDeCentavos(leitura.centavos) : null;
    if (novo === valor) {
      setEstado('parado');
      return;
    }
    setEstado('salvando');
    salvandoAgora.current = true;
    try {
      setEstado((await onSalvar(novo)) ? 'salvo' : 'parado');
    } catch {
      // the refusal was already shown; the cell goes back to the row's value
      setEstado('parado');
    } finally {
      salvandoAgora.current = false;
    }
  };

  if (estado === 'editando' || estado === 'salvando') {
    const salvando = estado === 'salvando';
    return (
      <Flex vertical gap={2}>
        <Flex align="center" gap={6}>
          <Input
            size="small"
            autoFocus
            aria-label={rotulo}
            aria-invalid={erro !== null}
            value={texto}
            disabled={salvando}
            status={erro ? 'error' : undefined}
            placeholder="0,00"
            style={{ textAlign: 'right' }}
            onChange={(event) => {
              setTexto(event.target.value);
              setErro(null);
            }}
            onBlur={() => void terminar()}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
              if (event.key === 'Enter') {
                focarCelula.current = true;
                void terminar();
              }
              if (event.key === 'Escape' && !salvando) {
                focarCelula.current = true;
                setEstado('parado');
              }
            }}
          />
          {salvando && <Spin size="small" aria-label="Salvando" />}
        </Flex>
        {erro && (
          <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
            {erro}
          </Typography.Text>
        )}
      </Flex>
    );
  }

  const mostrado = formatBRL(valor) || '—';
  if (motivoBloqueio) {
    return (
      <Tooltip title={motivoBloqueio}>
        <Typography.Text
          type={valor === null ? 'secondary' : undefined}
          style={{ display: 'block', textAlign: 'end' }}
        >
          {mostrado}
        </Typography.Text>
      </Tooltip>
    );
  }
  return (
    <Flex
      ref={(celula: HTMLElement | null) => {
        if (celula && focarCelula.current) {
          focarCelula.current = false;
          celula.focus();
        }
      }}
      role="button"
      tabIndex={0}
      aria-label={`Editar ${rotulo}`}
      align="center"
      justify="flex-end"
      gap={6}
      style={{ cursor: 'pointer', minHeight: 22 }}
      onClick={abrir}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          abrir();
        }
      }}
    >
      {estado === 'salvo' && (
        <Typography.Text type="success" role="status">
          <CheckCircleFilled aria-hidden /> {valoresManuaisMessages.valorAtualizado}
        </Typography.Text>
      )}
      <Typography.Text type={valor === null ? 'secondary' : undefined}>{mostrado}</Typography.Text>
      <EditOutlined aria-hidden style={{ opacity: 0.45 }} />
    </Flex>
  );
}
