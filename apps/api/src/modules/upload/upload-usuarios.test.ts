import { authMessages, uploadMessages, userTemplateColumns, usuariosMessages } from '@matriz/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures.ts';
import { RECOVERY_QUEUE } from '../auth/recovery-queue.ts';
import {
  criarAmbienteUpload,
  criarRedeUpload,
  csv,
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

async function planilha(linhas: readonly (readonly string[])[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Usuários');
  ws.addRow([...userTemplateColumns]);
  for (const l of linhas) ws.addRow([...l]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const usuarios = (clienteId: string) =>
  amb.t.tdb.ownerDb
    .execute<{ email: string; nome: string; is_approved: boolean; senha_hash: string | null; regra: string }>(
      sql`select u.email, u.nome, u.is_approved, u.senha_hash, r.nome as regra from usuario u
        join regra_acesso r on r.cliente_id = u.cliente_id and r.id = u.regra_acesso_id
        where u.cliente_id = ${clienteId} and u.email like '%@lote.dev' order by u.email`,
    )
    .then((r) => r.rows);

/** The invitations queued (the recovery job as a welcome: `convite`). */
const emailsNaFila = () =>
  amb.t.tdb.ownerDb
    .execute<{ email: string }>(
      sql`select data->>'email' as email from pgboss.job
        where name = ${RECOVERY_QUEUE} and data->'convite' = 'true'::jsonb`,
    )
    .then((r) => r.rows.map((x) => x.email).sort());

describe('Cadastro de usuários em lote (tipo 6)', () => {
  it('cria os usuários com a regra pedida, sem senha; os ativos recebem o e-mail para definir a senha', async () => {
    const regra = `Regra ${rede.usuarios.limitado.email}`;
    const row = await amb.enviarEProcessar(
      admin,
      6,
      'usuarios.xlsx',
      await planilha([
        ['Ana Lima', 'Ana@Lote.dev', regra, 'Sim'],
        ['Bruno Reis', 'bruno@lote.dev', regra.toUpperCase(), 'Não'],
        ['Carla Dias', 'carla@lote.dev', regra, ''],
      ]),
    );
    expect(row).toMatchObject({ resultado: 'sucesso', linhas: 3, inseridos: 3 });
    expect(await usuarios(rede.clienteId)).toEqual([
      { email: 'ana@lote.dev', nome: 'Ana Lima', is_approved: true, senha_hash: null, regra },
      { email: 'bruno@lote.dev', nome: 'Bruno Reis', is_approved: false, senha_hash: null, regra },
      { email: 'carla@lote.dev', nome: 'Carla Dias', is_approved: true, senha_hash: null, regra },
    ]);
    expect(await emailsNaFila()).toEqual(['ana@lote.dev', 'carla@lote.dev']);
  });

  it('linhas ruins: e-mail repetido, já em uso, inválido; regra desconhecida; nada é criado', async () => {
    const regra = `Regra ${rede.usuarios.limitado.email}`;
    const row = await amb.enviarEProcessar(
      admin,
      6,
      'usuarios-ruins.csv',
      csv([
        [...userTemplateColumns],
        ['Dani', 'dani@lote.dev', regra, 'Sim'],
        ['Dani de novo', 'DANI@lote.dev', regra, 'Sim'],
        ['Ana', 'ana@lote.dev', regra, 'Sim'],
        ['Sem arroba', 'semarroba.lote.dev', regra, 'Sim'],
        ['Eva', 'eva@lote.dev', 'Regra que não existe', 'Sim'],
        ['', 'fabio@lote.dev', regra, 'Talvez'],
      ]),
    );
    expect(row).toMatchObject({ resultado: 'erro', inseridos: 0 });
    expect((await amb.notas(row._id)).slice(1)).toEqual([
      'Linha 2: E-mail dani@lote.dev repetido no arquivo (linhas 2, 3)',
      'Linha 3: E-mail dani@lote.dev repetido no arquivo (linhas 2, 3)',
      `Linha 4: ${authMessages.emailInUse} (ana@lote.dev)`,
      "Linha 5: E-mail inválido ('semarroba.lote.dev')",
      'Linha 6: Regra de acesso Regra que não existe não encontrada',
      "Linha 7: Nome é obrigatório; Ativo (Sim/Não) inválido ('Talvez'): use Sim ou Não",
    ]);
    expect((await usuarios(rede.clienteId)).map((u) => u.email)).not.toContain('dani@lote.dev');
  });

  it('a regra precisa estar dentro das permissões de quem envia; sem Usuários/Salvar o tipo é recusado (403)', async () => {
    const limitado = await amb.login(rede.usuarios.limitado.email);
    const row = await amb.enviarEProcessar(
      limitado,
      6,
      'usuarios-admin.csv',
      csv([[...userTemplateColumns], ['Gil', 'gil@lote.dev', `Regra ${rede.usuarios.admin.email}`, 'Sim']]),
    );
    expect(row.resultado).toBe('erro');
    expect((await amb.notas(row._id))[1]).toBe(
      `Linha 2: ${usuariosMessages.ruleBeyondEditor} (Regra ${rede.usuarios.admin.email})`,
    );
    const centro = await amb.login(rede.usuarios.centro.email);
    const res = await amb.enviar(centro, 6, 'u.csv', csv([[...userTemplateColumns]]));
    expect(res.statusCode).toBe(403);
    expect(res.json().title).toBe(uploadMessages.semPermissaoUsuarios);
  });

  it('plano Starter: no máximo 3 usuários ativos — as linhas além do limite são recusadas', async () => {
    const starter = await criarRedeUpload(amb.t.tdb.ownerDb, { plano: 'Starter' });
    const quem = await amb.login(starter.usuarios.admin.email);
    // the Starter network already has 4 users from the fixture (admin, limitado, semImportar, centro): deactivate 2
    await amb.t.tdb.ownerDb
      .execute(sql`update usuario set is_approved = false where cliente_id = ${starter.clienteId}
      and email in (${starter.usuarios.semImportar.email}, ${starter.usuarios.centro.email})`);
    const regra = `Regra ${starter.usuarios.limitado.email}`;
    const linhas = [
      ['Um', 'um@lote.dev', regra, 'Sim'],
      ['Dois', 'dois@lote.dev', regra, 'Não'],
      ['Três', 'tres@lote.dev', regra, 'Sim'],
    ];
    const row = await amb.enviarEProcessar(
      quem,
      6,
      'starter.csv',
      csv([[...userTemplateColumns], ...linhas]),
    );
    expect(row.resultado).toBe('erro');
    expect((await amb.notas(row._id)).slice(1)).toEqual([`Linha 4: ${usuariosMessages.limitReached}`]);
    const ok = await amb.enviarEProcessar(
      quem,
      6,
      'starter-ok.csv',
      csv([[...userTemplateColumns], linhas[0]!, linhas[1]!]),
    );
    expect(ok).toMatchObject({ resultado: 'sucesso', inseridos: 2 });
    await createUser(amb.t.tdb.ownerDb, starter.clienteId, { email: 'extra@lote.dev', isApproved: false });
    expect((await usuarios(starter.clienteId)).filter((u) => u.is_approved)).toHaveLength(1);
  });
});
