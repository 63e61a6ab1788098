import type { DeParaVisao } from '@matriz/contracts';
import { Form, Segmented } from 'antd';

const visaoOptions: { value: DeParaVisao; label: string }[] = [
  { value: 'franqueado', label: 'Franqueado' },
  { value: 'franqueador', label: 'Franqueador' },
];

/** The Franqueado/Franqueador switch of the tab 'De-Para': not a form field, it applies at once (no Pesquisar). */
export function VisaoSwitch({
  visao,
  onChange,
}: {
  visao: DeParaVisao;
  onChange: (visao: DeParaVisao) => void;
}) {
  return (
    <Form.Item label="Visão" htmlFor="de-para-visao">
      <Segmented<DeParaVisao>
        id="de-para-visao"
        aria-label="Visão"
        options={visaoOptions}
        value={visao}
        onChange={onChange}
      />
    </Form.Item>
  );
}
