import { Button, Flex } from 'antd';

/** Cancelar / Salvar at the foot of a modal form. */
export function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
      <Button onClick={onCancel}>Cancelar</Button>
      <Button type="primary" htmlType="submit" loading={saving}>
        Salvar
      </Button>
    </Flex>
  );
}
