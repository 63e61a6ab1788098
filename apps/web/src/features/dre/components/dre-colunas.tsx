import { MinusSquareOutlined, PlusSquareOutlined, ProfileOutlined } from '@ant-design/icons';
import {
  celulaDaLinha,
  passaDoLimiarDoOrcado,
  type ColunaDreJson,
  type DreResultado,
  type MatrizColunaJson,
} from '@matriz/contracts';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';

import type { LinhaTabelaDre } from '../lib/arvore.ts';
import { celulaAbreDetalhes } from '../lib/celula.ts';

import { DreCelula } from './dre-celula.tsx';

/** Width of each value column: 'R$ -12.345.678,90' and a two-line header fit. */
export const LARGURA_VALOR = 168;

export interface ColunasDreOpcoes {
  resultado: DreResultado;
  larguraNome: number;
  /** the Nome column's toggle: every row open, or every row closed */
  tudoAberto: boolean;
  podeExpandir: boolean;
  onAlternarTudo: () => void;
  /** stable callbacks (the cells are memoised) */
  onAbrirCelula: (linhaId: string, colunaKey: string) => void;
  onAbrirLinha: (linhaId: string) => void;
}

/** A column's header: the store view marks stores without data, and the average says how many stores it used. */
function Cabecalho({ coluna, info }: { coluna: MatrizColunaJson; info: ColunaDreJson | undefined }) {
  return (
    <span className="dre-cabecalho">
      <span>{coluna.header}</span>
      {info?.semDados && <Tag className="dre-sem-dados">sem dados</Tag>}
      {info?.tipo === 'media' && info.lojasUsadas !== null && (
        <span className="dre-lojas-usadas">
          {info.lojasUsadas === 1 ? '1 loja' : `${info.lojasUsadas} lojas`}
        </span>
      )}
    </span>
  );
}

function valorColuna(
  coluna: MatrizColunaJson,
  info: ColunaDreJson | undefined,
  onAbrirCelula: ColunasDreOpcoes['onAbrirCelula'],
): ColumnsType<LinhaTabelaDre>[number] {
  return {
    key: coluna.key,
    title: <Cabecalho coluna={coluna} info={info} />,
    width: LARGURA_VALOR,
    align: 'right',
    // a Var. % of 'comparar com orçado' past the threshold is marked itself, besides its row
    ...(info?.tipo === 'variacao-orcado'
      ? {
          onCell: ({ linha }: LinhaTabelaDre) =>
            passaDoLimiarDoOrcado(celulaDaLinha(linha, coluna.key))
              ? { className: 'dre-celula-fora-do-orcado' }
              : {},
        }
      : {}),
    render: (_: unknown, { linha }: LinhaTabelaDre) => {
      // the answer is sparse: a key left out is "no data" (null), shown empty — a zero is written and shown
      const celula = celulaDaLinha(linha, coluna.key);
      return (
        <DreCelula
          celula={celula}
          formato={linha.format ?? coluna.format}
          linhaId={linha.id}
          colunaKey={coluna.key}
          onAbrir={celulaAbreDetalhes(celula, info) ? onAbrirCelula : undefined}
          descricao={`Detalhes do mês selecionado: ${linha.label} — ${coluna.header}`}
        />
      );
    },
  };
}

/**
 * The columns of the tree table (spec 001 §2.1): Nome (frozen, with the expand/collapse-all toggle and each
 * line's 'Detalhes de Linha' action), then one column per matrix column — the months or periods, the analyses,
 * the stores or cost centres, and the total — as the server laid them out.
 */
export function montarColunasDre(o: ColunasDreOpcoes): ColumnsType<LinhaTabelaDre> {
  const { resultado } = o;
  const infos = new Map(resultado.colunas.map((c) => [c.key, c]));
  const nome: ColumnsType<LinhaTabelaDre>[number] = {
    key: 'nome',
    fixed: 'left',
    width: o.larguraNome,
    title: (
      <span className="dre-cabecalho-nome">
        {o.podeExpandir && (
          <button
            type="button"
            className="dre-alternar-tudo"
            onClick={o.onAlternarTudo}
            aria-label={o.tudoAberto ? 'Recolher todas as linhas' : 'Expandir todas as linhas'}
            title={o.tudoAberto ? 'Recolher todas as linhas' : 'Expandir todas as linhas'}
          >
            {o.tudoAberto ? <MinusSquareOutlined /> : <PlusSquareOutlined />}
          </button>
        )}
        {resultado.matriz.labelHeader}
      </span>
    ),
    render: (_: unknown, { linha }: LinhaTabelaDre) => (
      <span className="dre-nome">
        <span className="dre-nome-texto" title={linha.label}>
          {linha.label}
        </span>
        {resultado.referencias[linha.id] && (
          <button
            type="button"
            className="dre-detalhes-linha"
            onClick={() => o.onAbrirLinha(linha.id)}
            aria-label={`Detalhes de Linha: ${linha.label}`}
            title="Detalhes de Linha"
          >
            <ProfileOutlined />
          </button>
        )}
      </span>
    ),
  };
  return [nome, ...resultado.matriz.columns.map((c) => valorColuna(c, infos.get(c.key), o.onAbrirCelula))];
}
