import { describe, expect, it } from 'vitest';
import { SYS_ADMIN, SYS_PREMIUM } from './access.ts';
import { layoutsArquivo, normalizarTitulo } from './upload-colunas.ts';
import { uploadMessages } from './upload-messages.ts';
import {
  chaveStatusArquivo,
  extensaoAceita,
  listArquivosQuery,
  situacaoDownloadArquivo,
  statusArquivosQuery,
  tipoArquivoLabels,
  tipoArquivoSchema,
  tiposArquivoPermitidos,
  tooltipDownloadArquivo,
} from './upload.ts';
import { userTemplateColumns } from './usuarios.ts';

describe('tipos de arquivo', () => {
  it('os nomes da especificação, 0 a 6', () => {
    expect(Object.values(tipoArquivoLabels)).toEqual([
      'Processamento de dados',
      'Entrada de estoque',
      'Posição de estoque inicial',
      'Posição de estoque final',
      'Catálogo de preços',
      'Ajuste de Estoque',
      'Cadastro de usuários em lote',
    ]);
  });

  it('sem controle de estoque: só Processamento de dados e Cadastro de usuários; com ele, os sete', () => {
    expect(tiposArquivoPermitidos(false)).toEqual([0, 6]);
    expect(tiposArquivoPermitidos(true)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('tipoArquivo aceita número ou texto de 0 a 6, com mensagens em pt-BR', () => {
    expect(tipoArquivoSchema.parse('3')).toBe(3);
    expect(tipoArquivoSchema.parse(0)).toBe(0);
    const vazio = tipoArquivoSchema.safeParse('');
    expect(vazio.error?.issues[0]?.message).toBe(uploadMessages.tipoObrigatorio);
    expect(tipoArquivoSchema.safeParse('7').error?.issues[0]?.message).toBe(uploadMessages.tipoInvalido);
    expect(tipoArquivoSchema.safeParse('abc').error?.issues[0]?.message).toBe(uploadMessages.tipoInvalido);
  });

  it('extensões: .csv e .xlsx, sem diferenciar maiúsculas', () => {
    expect(extensaoAceita('dados.CSV')).toBe(true);
    expect(extensaoAceita('planilha.xlsx')).toBe(true);
    expect(extensaoAceita('planilha.xls')).toBe(false);
    expect(extensaoAceita('dados.csv.exe')).toBe(false);
  });
});

describe('leiautes', () => {
  it('chaves e títulos únicos em cada tipo; umaDas só nomeia colunas do tipo', () => {
    for (const layout of layoutsArquivo) {
      const chaves = layout.colunas.map((c) => c.chave);
      expect(new Set(chaves).size).toBe(chaves.length);
      const titulos = layout.colunas.map((c) => normalizarTitulo(c.titulo));
      expect(new Set(titulos).size).toBe(titulos.length);
      for (const grupo of layout.umaDas) for (const chave of grupo) expect(chaves).toContain(chave);
    }
  });

  it('o cadastro de usuários usa as colunas do modelo da tela de usuários', () => {
    expect(layoutsArquivo[6].colunas.map((c) => c.titulo)).toEqual([...userTemplateColumns]);
  });

  it('títulos comparados sem acento, caixa e espaços repetidos', () => {
    expect(normalizarTitulo('  Competência ')).toBe('competencia');
    expect(normalizarTitulo('CÓDIGO  DA   LOJA')).toBe('codigo da loja');
  });
});

describe('status', () => {
  it('Aguardando e Processando; Finalizado pela variante', () => {
    expect(chaveStatusArquivo(0, null)).toBe('aguardando');
    expect(chaveStatusArquivo(1, null)).toBe('processando');
    expect(chaveStatusArquivo(2, 'sucesso')).toBe('sucesso');
    expect(chaveStatusArquivo(2, 'jaProcessado')).toBe('jaProcessado');
    expect(chaveStatusArquivo(2, 'tipoNaoIdentificado')).toBe('tipoNaoIdentificado');
    expect(chaveStatusArquivo(2, 'erro')).toBe('erro');
  });

  it('lista: página, tamanho e filtros; status fora de 0–2 é 400', () => {
    expect(listArquivosQuery.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(listArquivosQuery.parse({ tipoArquivo: '6', statusProcessamento: '2' })).toMatchObject({
      tipoArquivo: 6,
      statusProcessamento: 2,
    });
    expect(listArquivosQuery.safeParse({ statusProcessamento: '3' }).success).toBe(false);
    expect(listArquivosQuery.safeParse({ pageSize: '7' }).success).toBe(false);
  });

  it('status: ids separados por vírgula, no máximo 100', () => {
    const id = '0190a3d2-7c4e-7000-8000-000000000001';
    expect(statusArquivosQuery.parse({ ids: `${id}, ${id}` }).ids).toHaveLength(2);
    expect(statusArquivosQuery.safeParse({ ids: 'x' }).success).toBe(false);
    expect(statusArquivosQuery.safeParse({ ids: Array(101).fill(id).join(',') }).success).toBe(false);
  });
});

describe('download do arquivo original', () => {
  const agora = new Date('2026-04-30T12:00:00Z');
  const premium = [{ nome: SYS_PREMIUM, acoes: [] }];
  const dono = { usuarioId: 'u1', claims: premium };
  const arquivo = { createdAt: '2026-04-10T12:00:00Z', userId: 'u1', removido: false };

  it('quem enviou, premium, dentro de 30 dias: disponível', () => {
    const s = situacaoDownloadArquivo(arquivo, dono, agora);
    expect(s).toEqual({
      disponivel: true,
      expirado: false,
      expiraEm: '2026-05-10T12:00:00.000Z',
      motivo: null,
    });
    expect(tooltipDownloadArquivo(s)).toBe('Download disponível');
  });

  it('30 dias depois: expirado', () => {
    const s = situacaoDownloadArquivo(arquivo, dono, new Date('2026-05-10T12:00:00Z'));
    expect(s).toMatchObject({ disponivel: false, expirado: true, motivo: 'expirado' });
    expect(tooltipDownloadArquivo(s)).toBe('Download expirado');
  });

  it('outro usuário: só um sysAdmin; não premium: nunca; arquivo removido: não', () => {
    expect(situacaoDownloadArquivo(arquivo, { usuarioId: 'u2', claims: premium }, agora).motivo).toBe(
      'naoEhDoUsuario',
    );
    const admin = { usuarioId: 'u2', claims: [...premium, { nome: SYS_ADMIN, acoes: [] }] };
    expect(situacaoDownloadArquivo(arquivo, admin, agora).disponivel).toBe(true);
    expect(situacaoDownloadArquivo(arquivo, { usuarioId: 'u1', claims: [] }, agora).motivo).toBe('premium');
    expect(situacaoDownloadArquivo({ ...arquivo, removido: true }, dono, agora).motivo).toBe('removido');
  });
});
