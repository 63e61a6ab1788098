import { layoutsArquivo, type ColunaArquivo, type TipoArquivo } from '@matriz/contracts';
import { Collapse, Table, Tag, Typography } from 'antd';

const columns = [
  { title: 'Coluna', dataIndex: 'titulo', width: 180 },
  {
    title: 'Obrigatória',
    dataIndex: 'obrigatoria',
    width: 112,
    render: (v: boolean) => (v ? <Tag color="blue">Sim</Tag> : 'Não'),
  },
  { title: 'O que informar', dataIndex: 'descricao' },
  { title: 'Exemplo', dataIndex: 'exemplo', width: 190, ellipsis: { showTitle: true } },
];

/**
 * The layout of the chosen type, from the same definition the server's parser and the template use
 * (upload-colunas.ts): what each column holds, which are required, an example.
 */
export function ColunasDoTipo({ tipo }: { tipo: TipoArquivo }) {
  const layout = layoutsArquivo[tipo];
  const titulos = new Map(layout.colunas.map((c) => [c.chave, c.titulo]));
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'colunas',
          label: `Colunas do arquivo (${layout.colunas.length})`,
          children: (
            <>
              {layout.umaDas.map((grupo) => (
                <Typography.Paragraph key={grupo.join()} type="secondary" style={{ marginBottom: 8 }}>
                  Cada linha precisa de pelo menos uma destas colunas:{' '}
                  {grupo.map((c) => titulos.get(c)).join(' ou ')}.
                </Typography.Paragraph>
              ))}
              <Table<ColunaArquivo>
                size="small"
                rowKey="chave"
                pagination={false}
                columns={columns}
                dataSource={[...layout.colunas]}
                scroll={{ x: 600 }}
              />
            </>
          ),
        },
      ]}
    />
  );
}
