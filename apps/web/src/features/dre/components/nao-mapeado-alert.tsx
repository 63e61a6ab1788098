import { deParaChildRoutes, dreMessages, type DreResultado } from '@matriz/contracts';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';

import { formatBRL } from '../../../lib/format.ts';

import { Dinheiro } from '../../../components/dinheiro.tsx';

/** Grupos listed before 'Ver mais'. */
const GRUPOS_VISIVEIS = 5;

const PENDENTE = deParaChildRoutes.find((r) => r.key === 'de-para-franqueado-pendente');

/** The grupo's pending De-Para (spec 000 §2.1 route de-para-franqueado-pendente, customerId = the grupo). */
export function hrefDeParaPendente(grupoId: string): string {
  const path = PENDENTE?.path ?? '/de-para/franqueado/pendente/:customerId';
  return path.replace(':customerId', encodeURIComponent(grupoId));
}

/**
 * The money of the period on accounts without an approved De-Para (issue 10 §1: never silently lost), with each
 * grupo's link to its pending De-Para.
 */
export function NaoMapeadoAlert({ naoMapeado }: { naoMapeado: DreResultado['naoMapeado'] }) {
  const [todos, setTodos] = useState(false);
  if (naoMapeado.valor === 0) return null;
  // the grupos come largest first: the first few say where to start, the rest on demand
  const grupos = todos ? naoMapeado.porGrupo : naoMapeado.porGrupo.slice(0, GRUPOS_VISIVEIS);
  const escondidos = naoMapeado.porGrupo.length - grupos.length;
  return (
    <Alert
      type="warning"
      showIcon
      title={`${formatBRL(naoMapeado.valor)} do período não está mapeado`}
      description={
        <>
          <div>{dreMessages.naoMapeado}</div>
          {grupos.length > 0 && (
            <ul className="dre-nao-mapeado">
              {grupos.map((g) => (
                <li key={g.grupoId}>
                  <Link to={hrefDeParaPendente(g.grupoId)}>{g.grupoNome}</Link>: <Dinheiro valor={g.valor} />
                </li>
              ))}
            </ul>
          )}
          {escondidos > 0 && (
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setTodos(true)}>
              {escondidos === 1 ? 'Ver mais 1 grupo' : `Ver mais ${escondidos} grupos`}
            </Button>
          )}
        </>
      }
    />
  );
}
