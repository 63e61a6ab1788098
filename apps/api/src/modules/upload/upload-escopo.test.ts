import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CABECALHO_LANCAMENTOS,
  criarAmbienteUpload,
  criarRedeUpload,
  csv,
  linhaLancamento,
  type AmbienteUpload,
  type RedeUpload,
} from './upload.fixtures.ts';

let amb: AmbienteUpload;
let rede: RedeUpload;
let admin: { headers: Record<string, string> };

beforeAll(async () => {
  amb = await criarAmbienteUpload();
  rede = await criarRedeUpload(amb.t.tdb.ownerDb);
  admin = await amb.login(rede.usuarios.admin.email);
});
afterAll(() => amb.t.close());

const lancamentos = (origem: string) =>
  amb.t.tdb.ownerDb
    .execute<{ id_externo: string; empresa_id: string }>(
      sql`select id_externo, empresa_id from lancamento where cliente_id = ${rede.clienteId} and origem = ${origem}
        order by id_externo`,
    )
    .then((r) => r.rows);

describe('escopo e permissões', () => {
  const linha = (loja: Partial<Record<'CNPJ da loja' | 'Código da loja', string>>, id: string, cc = '') =>
    linhaLancamento({
      ...loja,
      'Conta (código)': '1.01',
      'Centro de custo (código)': cc,
      Competência: '01/03/2026',
      Vencimento: '01/03/2026',
      Valor: '10',
      Origem: 'escopo',
      'Identificador externo': id,
    });

  it('um usuário limitado a uma loja não grava dados de outras: o arquivo inteiro é recusado, nomeando-as', async () => {
    const limitado = await amb.login(rede.usuarios.limitado.email);
    const conteudo = csv([
      [...CABECALHO_LANCAMENTOS],
      linha({ 'Código da loja': 'A01' }, 'S-1'),
      linha({ 'Código da loja': 'A02' }, 'S-2'),
      linha({ 'Código da loja': 'B01' }, 'S-3'),
    ]);
    const row = await amb.enviarEProcessar(limitado, 0, 'escopo.csv', conteudo);
    const tag = rede.clienteId.slice(-8);
    expect(row).toMatchObject({ resultado: 'erro', inseridos: 0 });
    expect(row.notas).toEqual([
      `O arquivo tem dados de empresas fora do seu acesso: Loja A2 ${tag}, Loja B1 ${tag}. Nada foi gravado.`,
    ]);
    expect(await lancamentos('escopo')).toEqual([]);
    const so = await amb.enviarEProcessar(
      limitado,
      0,
      'so-a1.csv',
      csv([[...CABECALHO_LANCAMENTOS], linha({ 'Código da loja': 'A01' }, 'S-1')]),
    );
    expect(so).toMatchObject({ resultado: 'sucesso', inseridos: 1 });
  });

  it('um lançamento já gravado (mesma origem e identificador) numa loja fora do escopo também recusa o arquivo', async () => {
    await amb.enviarEProcessar(
      admin,
      0,
      'admin-a2.csv',
      csv([[...CABECALHO_LANCAMENTOS], linha({ 'Código da loja': 'A02' }, 'MOVE-1')]),
    );
    const limitado = await amb.login(rede.usuarios.limitado.email);
    const row = await amb.enviarEProcessar(
      limitado,
      0,
      'tomar-a2.csv',
      csv([[...CABECALHO_LANCAMENTOS], linha({ 'Código da loja': 'A01' }, 'MOVE-1')]),
    );
    expect(row.resultado).toBe('erro');
    expect((row.notas as string[])[0]).toContain('fora do seu acesso: Loja A2');
    const [movido] = (await lancamentos('escopo')).filter((l) => l.id_externo === 'MOVE-1');
    expect(movido!.empresa_id).toBe(rede.lojas.a2);
  });

  it('um usuário limitado a centros de custo: só os seus; sem centro, a linha é recusada', async () => {
    const centro = await amb.login(rede.usuarios.centro.email);
    const conteudo = csv([
      [...CABECALHO_LANCAMENTOS],
      linha({ 'Código da loja': 'A01' }, 'C-1', '001'),
      linha({ 'Código da loja': 'A01' }, 'C-2', '002'),
      linha({ 'Código da loja': 'A01' }, 'C-3'),
    ]);
    const row = await amb.enviarEProcessar(centro, 0, 'centros.csv', conteudo);
    expect(row.resultado).toBe('erro');
    expect(await amb.notas(row._id)).toEqual([
      `O arquivo tem dados de centros de custo fora do seu acesso: Cozinha (Loja A1 ${rede.clienteId.slice(-8)}). Nada foi gravado.`,
      'Nada foi gravado: 1 linha tem problemas. Corrija-a e envie o arquivo de novo.',
      'Linha 4: Centro de custo (código) é obrigatório para a sua regra de acesso',
    ]);
  });

  it('sem Arquivo/Importar: 403 e nada guardado; outro cliente não vê o arquivo nem o status', async () => {
    const sem = await amb.login(rede.usuarios.semImportar.email);
    const res = await amb.enviar(sem, 0, 'x.csv', csv([[...CABECALHO_LANCAMENTOS]]));
    expect(res.statusCode).toBe(403);
    const outra = await criarRedeUpload(amb.t.tdb.ownerDb);
    const outro = await amb.login(outra.usuarios.admin.email);
    const lista = await amb.t.app.inject({
      method: 'GET',
      url: '/api/v1/Arquivo/listar',
      headers: outro.headers,
    });
    expect(lista.json()).toMatchObject({ arquivos: [], total: 0 });
    const meu = (
      await amb.t.app.inject({ method: 'GET', url: '/api/v1/Arquivo/listar', headers: admin.headers })
    ).json().arquivos[0]._id;
    const status = await amb.t.app.inject({
      method: 'GET',
      url: `/api/v1/Arquivo/status?ids=${meu}`,
      headers: outro.headers,
    });
    expect(status.json()).toEqual({ arquivos: [] });
    const baixar = await amb.t.app.inject({
      method: 'GET',
      url: `/api/v1/Arquivo/download/${meu}`,
      headers: outro.headers,
    });
    expect(baixar.statusCode).toBe(404);
  });
});
