import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal } from 'antd';
import { useState } from 'react';

const colunas = [
  ['Data', 'O dia em que o banco registrou o movimento. No modo resumido, cada linha é um dia.'],
  [
    'Histórico',
    'A descrição do movimento como o banco a informa. No modo resumido, quantos lançamentos o dia tem.',
  ],
  ['Nº do documento', 'O número do documento do movimento no banco (vazio no modo resumido).'],
  ['Entrada', 'O valor creditado na conta.'],
  ['Saída', 'O valor debitado da conta.'],
  [
    'Saldo',
    'O saldo da conta depois do movimento (no modo resumido, ao fim do dia), calculado a partir do saldo de abertura da conta. O filtro de status esconde linhas, mas não muda o saldo: ele sempre conta todos os movimentos.',
  ],
  [
    'Conciliado',
    'Se o movimento foi conciliado com lançamentos do razão. No modo detalhado, expanda uma linha conciliada para ver os lançamentos que a explicam.',
  ],
] as const;

/** The info modal of the statement tab (spec 001 §2.3): what each column means. */
export function ExtratoInfoModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<InfoCircleOutlined />} onClick={() => setOpen(true)}>
        Sobre as colunas
      </Button>
      <Modal
        open={open}
        title="Extrato bancário: o que cada coluna mostra"
        onCancel={() => setOpen(false)}
        footer={
          <Button type="primary" onClick={() => setOpen(false)}>
            Entendi
          </Button>
        }
        width={640}
      >
        <Descriptions
          column={1}
          bordered
          size="small"
          items={colunas.map(([label, children]) => ({ key: label, label, children }))}
        />
      </Modal>
    </>
  );
}
