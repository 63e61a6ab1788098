import { PictureOutlined } from '@ant-design/icons';
import {
  detectLogoMime,
  hasAccess,
  LOGO_ACCEPT,
  LOGO_MAX_BYTES,
  LOGO_SIGNATURE_BYTES,
  logoMessages,
} from '@matriz/contracts';
import { Button, Tooltip } from 'antd';
import { useRef } from 'react';

import { getRequestErrorText, isApiError } from '../../../lib/errors.ts';
import { useSession } from '../../../lib/session.ts';
import { useUploadLogo } from '../api/upload-logo.ts';
import { useFeedback } from '../../../lib/notify.ts';

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
  const { message } = useFeedback();
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

  // a hidden native file field behind the button: antd's Upload (with its list and progress, unused here) would
  // add ~15 kB of gzip JS to the first screen after login (issue 8 §4)
  const input = useRef<HTMLInputElement>(null);
  const disabled = !allowed || upload.isPending;

  return (
    <Tooltip title={allowed ? HINT : NO_PERMISSION}>
      <span style={{ display: 'inline-flex' }}>
        <input
          ref={input}
          type="file"
          accept={LOGO_ACCEPT}
          disabled={disabled}
          tabIndex={-1}
          aria-hidden
          className="mz-visually-hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // the same file chosen again must trigger a new change
            event.target.value = '';
            if (file) void send(file);
          }}
        />
        <Button
          type="text"
          icon={<PictureOutlined />}
          aria-label="Alterar logo"
          disabled={disabled}
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        />
      </span>
    </Tooltip>
  );
}
