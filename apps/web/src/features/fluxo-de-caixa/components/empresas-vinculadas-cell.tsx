import { CONTAS_VINCULADAS_EMPRESAS_VISIVEIS } from '@matriz/contracts';
import { Button, Flex, List, Modal, Tag } from 'antd';
import { useState } from 'react';

/**
 * The linked stores of an account (spec 001 §2.3, §9): the first 3, and beyond them 'Ver todas (n)', which opens a
 * dialog with every one.
 */
export function EmpresasVinculadasCell({ conta, empresas }: { conta: string; empresas: string[] }) {
  const [open, setOpen] = useState(false);
  if (empresas.length === 0) return <span>—</span>;
  const visiveis = empresas.slice(0, CONTAS_VINCULADAS_EMPRESAS_VISIVEIS);
  return (
    <Flex wrap gap={4} align="center">
      {visiveis.map((nome) => (
        <Tag key={nome} style={{ marginInlineEnd: 0 }}>
          {nome}
        </Tag>
      ))}
      {empresas.length > visiveis.length && (
        <>
          <Button type="link" size="small" style={{ paddingInline: 4 }} onClick={() => setOpen(true)}>
            Ver todas ({empresas.length})
          </Button>
          <Modal
            open={open}
            title={`Empresas vinculadas a ${conta}`}
            onCancel={() => setOpen(false)}
            footer={<Button onClick={() => setOpen(false)}>Fechar</Button>}
          >
            <List
              size="small"
              bordered
              dataSource={empresas}
              renderItem={(nome) => <List.Item>{nome}</List.Item>}
            />
          </Modal>
        </>
      )}
    </Flex>
  );
}
