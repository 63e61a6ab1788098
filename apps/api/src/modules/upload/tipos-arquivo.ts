import {
  TIPOS_ARQUIVO,
  tipoArquivoLabels,
  tiposArquivoPermitidos,
  uploadMessages,
  type TiposArquivoOutput,
} from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { listMarcasComEstoque } from '../cmv/queries.ts';

/** GET types: the seven, and which this cliente may choose (stock control: the CMV tab's marca flag). */
export async function listTiposArquivo(db: Database, auth: AuthContext): Promise<TiposArquivoOutput> {
  const controle = await withTenant(db, auth.clienteId, async (tx) => {
    return (await listMarcasComEstoque(tx, auth.clienteId)).length > 0;
  });
  const permitidos = new Set<number>(tiposArquivoPermitidos(controle));
  return {
    tipos: TIPOS_ARQUIVO.map((valor) => ({
      valor,
      descricao: tipoArquivoLabels[valor],
      disponivel: permitidos.has(valor),
      motivo: permitidos.has(valor) ? null : uploadMessages.tipoSemEstoque,
    })),
  };
}
