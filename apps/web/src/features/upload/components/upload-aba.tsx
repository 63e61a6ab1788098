import { uploadMessages, type TipoArquivo } from '@matriz/contracts';
import { Flex } from 'antd';
import { useState } from 'react';

import { useSession } from '../../../lib/session.ts';
import { useTiposArquivo } from '../api/get-tipos-arquivo.ts';
import type { useEnvios } from '../hooks/use-envios.tsx';
import { opcoesTipo } from '../lib/regras-tela.ts';

import { AreaDeEnvio, ESCOLHA_O_TIPO } from './area-de-envio.tsx';
import { ColunasDoTipo } from './colunas-do-tipo.tsx';
import { EnviosLista } from './envios-lista.tsx';
import { TipoArquivoField } from './tipo-arquivo-field.tsx';

interface UploadAbaProps {
  envios: ReturnType<typeof useEnvios>;
  podeImportar: boolean;
  onVerStatus?: () => void;
}

/** Tab 'Upload' (spec 002 §2.4): the type and its template, the drop area, and the files sent with their progress. */
export function UploadAba({ envios, podeImportar, onVerStatus }: UploadAbaProps) {
  const session = useSession();
  const tipos = useTiposArquivo();
  const [tipo, setTipo] = useState<TipoArquivo | undefined>();
  const opcoes = tipos.data
    ? opcoesTipo(tipos.data.tipos, session?.claims ?? [], session?.user.restritoPorCentroDeCusto ?? false)
    : undefined;
  const escolhido = opcoes?.find((o) => o.value === tipo && o.motivo === null);
  const motivo = !podeImportar ? uploadMessages.semPermissao : !escolhido ? ESCOLHA_O_TIPO : null;

  return (
    <Flex vertical gap={16}>
      <TipoArquivoField
        opcoes={opcoes}
        carregando={tipos.isLoading}
        falhou={tipos.isError}
        onTentarDeNovo={() => void tipos.refetch()}
        value={escolhido?.value}
        onChange={setTipo}
        podeImportar={podeImportar}
      />
      <AreaDeEnvio
        motivo={motivo}
        onArquivo={(file) => escolhido && envios.enviar(file, escolhido.value, escolhido.label)}
      />
      <EnviosLista envios={envios.envios} onLimpar={envios.limpar} onVerStatus={onVerStatus} />
      {escolhido && <ColunasDoTipo tipo={escolhido.value} />}
    </Flex>
  );
}
