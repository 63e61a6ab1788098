import { InboxOutlined } from '@ant-design/icons';
import { Tooltip, Upload } from 'antd';

import { useFeedback } from '../../../lib/notify.ts';
import { ACCEPT_ARQUIVOS, motivoRecusa } from '../lib/arquivo-aceito.ts';

export const AREA_TEXTO = 'Clique ou arraste arquivos para esta área';
export const AREA_DICA = 'Arquivos .csv ou .xlsx do tipo escolhido; vários de uma vez.';
export const ESCOLHA_O_TIPO = 'Escolha o tipo do arquivo para enviar';

interface AreaDeEnvioProps {
  /** why nothing can be sent now (no permission, no type chosen), null when files are taken */
  motivo: string | null;
  onArquivo: (file: File) => void;
}

/**
 * The drop area (several files at once, by drag and drop, click or Enter): every file is checked here and a refused
 * one is said, never dropped silently (the picker's own filter is off for dropped files: 'native').
 */
export function AreaDeEnvio({ motivo, onArquivo }: AreaDeEnvioProps) {
  const { message } = useFeedback();
  const area = (
    <Upload.Dragger
      multiple
      accept={{ format: ACCEPT_ARQUIVOS, filter: 'native' }}
      showUploadList={false}
      disabled={motivo !== null}
      beforeUpload={(file) => {
        const recusa = motivoRecusa(file);
        if (recusa) void message.error(recusa);
        else onArquivo(file);
        // the screen sends the file itself (with progress) and lists it: antd's own list and request stay out
        return Upload.LIST_IGNORE;
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined aria-hidden />
      </p>
      <p className="ant-upload-text">{AREA_TEXTO}</p>
      <p className="ant-upload-hint">{motivo ?? AREA_DICA}</p>
    </Upload.Dragger>
  );
  if (!motivo) return area;
  return (
    <Tooltip title={motivo} trigger={['hover', 'focus']}>
      {/* a disabled area takes no focus: the wrapper gives the reason to the keyboard too */}
      <div tabIndex={0} role="group" aria-label={`${AREA_TEXTO}: ${motivo}`} aria-disabled>
        {area}
      </div>
    </Tooltip>
  );
}
