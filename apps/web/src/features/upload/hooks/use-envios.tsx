import { uploadMessages, type TipoArquivo } from '@matriz/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { ERROR_DURATION_S, getServerText, isApiError } from '../../../lib/errors.ts';
import { useFeedback } from '../../../lib/notify.ts';
import { mostrarArquivoEnviado, uploadArquivo } from '../api/upload-arquivo.ts';

export interface Envio {
  uid: string;
  nome: string;
  tipo: string;
  /** 0–100, the bytes sent */
  percent: number;
  estado: 'enviando' | 'enviado' | 'erro';
  /** after the upload: a note the file came with (ignored, already processed) */
  aviso: string | null;
  /** why the upload failed */
  erro: string | null;
}

let proximo = 0;

/** Why the server refused a file, in its words (4xx), or null (5xx, no answer: the notice says enough). */
function motivoDoErro(error: unknown): string | null {
  return getServerText(error, '') || null;
}

/**
 * The files sent from the drop area, each with its own progress: uploads run side by side; each ends with
 * '{file} enviado com sucesso' or the notification 'Upload de arquivos' – 'Ocorreu um erro ao processar seu
 * arquivo {file}' (with the server's reason when it gave one), and its new row appears in the Status tab at once.
 */
export function useEnvios() {
  const { message, notification } = useFeedback();
  const queryClient = useQueryClient();
  const [envios, setEnvios] = useState<Envio[]>([]);

  const atualizar = useCallback(
    (uid: string, mudanca: Partial<Envio>) =>
      setEnvios((lista) => lista.map((e) => (e.uid === uid ? { ...e, ...mudanca } : e))),
    [],
  );

  const enviar = useCallback(
    (file: File, tipo: TipoArquivo, tipoLabel: string) => {
      const uid = `envio-${++proximo}`;
      setEnvios((lista) => [
        { uid, nome: file.name, tipo: tipoLabel, percent: 0, estado: 'enviando', aviso: null, erro: null },
        ...lista,
      ]);
      uploadArquivo(file, tipo, { onProgress: (percent) => atualizar(uid, { percent }) }).then(
        ({ arquivo }) => {
          const aviso = arquivo.resultado === 'jaProcessado' ? (arquivo.notas[0] ?? null) : null;
          atualizar(uid, { percent: 100, estado: 'enviado', aviso });
          void message.success(uploadMessages.enviado(file.name));
          mostrarArquivoEnviado(queryClient, arquivo);
        },
        (error: unknown) => {
          const motivo = motivoDoErro(error);
          atualizar(uid, { estado: 'erro', erro: motivo ?? uploadMessages.falha(file.name) });
          // a 401 already ended the session
          if (isApiError(error) && error.status === 401) return;
          notification.error({
            title: uploadMessages.falhaTitulo,
            duration: ERROR_DURATION_S,
            description: (
              <>
                <div>{uploadMessages.falha(file.name)}</div>
                {motivo && <div>{motivo}</div>}
              </>
            ),
          });
        },
      );
    },
    [atualizar, message, notification, queryClient],
  );

  /** Clears the finished ones from the list (those still going stay). */
  const limpar = useCallback(() => setEnvios((lista) => lista.filter((e) => e.estado === 'enviando')), []);

  return { envios, enviar, limpar };
}
