import { SmileOutlined } from '@ant-design/icons';
import { npsMessages, type NpsCampanha } from '@matriz/contracts';
import { FloatButton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';

import { useOpenedOnce } from '../../../components/use-opened-once.ts';
import { useNpsUsuario } from '../api/get-nps-usuario.ts';
import { markNpsViewed, useNpsViewed } from '../stores/nps-viewed.ts';

// loaded when first opened (use-opened-once.ts)
const NpsModal = lazy(() => import('./nps-modal.tsx').then((m) => ({ default: m.NpsModal })));

/** The survey button and modal of an open campaign (nps-survey.tsx decides when there is one). */
export function CampaignSurvey({ campanha }: { campanha: NpsCampanha }) {
  const location = useLocation();
  const answered = useNpsUsuario(campanha);
  const viewed = useNpsViewed(campanha.id);
  /** where the survey was opened from; null while closed */
  const [origem, setOrigem] = useState<string | null>(null);
  const offered = answered.data?.usuarioId === null && !viewed;
  const opened = useOpenedOnce(origem !== null);

  const close = () => {
    setOrigem(null);
    markNpsViewed(campanha.id);
  };

  return (
    <>
      {offered && (
        <FloatButton
          type="primary"
          icon={<SmileOutlined />}
          tooltip={npsMessages.button}
          aria-label={npsMessages.button}
          onClick={() => setOrigem(location.pathname)}
        />
      )}
      {opened && (
        <Suspense fallback={null}>
          <NpsModal campanha={campanha} open={origem !== null} origem={origem ?? ''} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
