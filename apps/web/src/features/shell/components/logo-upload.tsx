import { PictureOutlined } from '@ant-design/icons';
import {
  detectLogoMime,
  hasAccess,
  LOGO_ACCEPT,
  LOGO_MAX_BYTES,
  LOGO_SIGNATURE_BYTES,
  logoMessages,
} from '@matriz/contracts';
import { App, Button, Tooltip, Upload } from 'antd';

import { getRequestErrorText, isApiError } from '../../../lib/errors.ts';
import { useSession } from '../../../lib/session.ts';
import { useUploadLogo } from '../api/upload-logo.ts';

const NO_PERMISSION = 'Sem permissões';
const HINT = 'Alterar logo (PNG ou JPEG, até 1 MB)';

/** The same checks as the server, before sending: size, then type by the file's first bytes. */
export async function checkLogoFile(file: Blob): Promise<string | null> {
  if (file.size > LOGO_MAX_BYTES) return logoMessages.tooLarge;
  const head = new Uint8Array(await file.slice(0, LOGO_SIGNATURE_BYTES).arrayBuffer());
  return detectLogoMime(head) ? null : logoMessages.invalidFormat;
}

function getUploadErrorText(error: unknown): string {
  // a proxy in front of the API may refuse the size before the API sees it
  if (isApiError(error) && error.status === 413) return logoMessages.tooLarge;
  return getRequestErrorText(error);
}

/**
 * Logo-upload control of the top bar (spec 000 §2.3): shown to everyone, enabled only with the Logo
 * permission (Salvar), otherwise disabled with 'Sem permissões'.
 */
export function LogoUpload() {
  const { message } = App.useApp();
  const session = useSession();
  const allowed = hasAccess(session?.claims ?? [], 'Logo', 'Salvar');
  const upload = useUploadLogo(session?.customer?._id ?? '');

  const send = async (file: File) => {
    const problem = await checkLogoFile(file);
    if (problem) {
      void message.error(problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: (answer) => void message.success(answer?.message ?? logoMessages.saved),
      onError: (error) => void message.error(getUploadErrorText(error)),
    });
  };

  return (
    <Tooltip title={allowed ? HINT : NO_PERMISSION}>
      <span style={{ display: 'inline-flex' }}>
        <Upload
          accept={LOGO_ACCEPT}
          showUploadList={false}
          maxCount={1}
          disabled={!allowed || upload.isPending}
          beforeUpload={(file) => {
            void send(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button
            type="text"
            icon={<PictureOutlined />}
            aria-label="Alterar logo"
            disabled={!allowed}
            loading={upload.isPending}
          />
        </Upload>
      </span>
    </Tooltip>
  );
}
