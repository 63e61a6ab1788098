import { z } from 'zod';
import type { ReportKind } from '../../xlsx/report-kind.ts';

/**
 * Report kinds for the queue's own tests (not registered in the app): `quantidade` rows, optionally failing or
 * blocking after `pararEm` rows. Kept out of the registry so no screen lists them.
 */
export const testKindParams = z.object({
  quantidade: z.number().int().min(0),
  titulo: z.string().optional(),
});
export type TestKindParams = z.infer<typeof testKindParams>;

export function makeTestKind(
  opts: { origem?: string; onRow?: (i: number) => Promise<void> | void } = {},
): ReportKind<TestKindParams> & { runs: number } {
  const kind = {
    runs: 0,
    origem: opts.origem ?? 'teste',
    descricao: 'Relatório de teste',
    parametros: testKindParams,
    nomeArquivo: (p: TestKindParams) => `teste-${p.quantidade}`,
    async run(
      _ctx: unknown,
      params: TestKindParams,
      writer: Parameters<ReportKind<TestKindParams>['run']>[2],
    ) {
      kind.runs++;
      const sheet = await writer.addSheet(
        'Dados',
        [{ header: 'Linha', format: 'inteiro' }, { header: 'Texto' }, { header: 'Valor', format: 'moeda' }],
        [['Título', params.titulo ?? 'Teste']],
      );
      for (let i = 1; i <= params.quantidade; i++) {
        await opts.onRow?.(i);
        await sheet.addRow([i, `linha ${i}`, BigInt(i * 150)]);
      }
      return params.quantidade;
    },
  };
  return kind;
}
