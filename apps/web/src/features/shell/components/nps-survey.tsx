import { SmileOutlined } from '@ant-design/icons';
import { npsMessages, type NpsCampanha } from '@matriz/contracts';
import { FloatButton } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';

import { useNpsCampanhaAtiva } from '../api/get-nps-campanha-ativa.ts';
import { useNpsUsuario } from '../api/get-nps-usuario.ts';
import { markNpsViewed, useNpsViewed } from '../stores/nps-viewed.ts';

import { NpsModal } from './nps-modal.tsx';

function CampaignSurvey({ campanha }: { campanha: NpsCampanha }) {
  const location = useLocation();
  const answered = useNpsUsuario(campanha);
  const viewed = useNpsViewed(campanha.id);
  /** where the survey was opened from; null while closed */
  const [origem, setOrigem] = useState<string | null>(null);
  const offered = answered.data?.usuarioId === null && !viewed;

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
      <NpsModal campanha={campanha} open={origem !== null} origem={origem ?? ''} onClose={close} />
    </>
  );
}

/**
 * The floating 'Pesquisa Satisfação' button (spec 000 §2.3, §2.9): only while a campaign is open, the user
 * has not answered it and this browser has not shown it yet (closing the survey marks it viewed).
 */
export function NpsSurvey() {
  const campanha = useNpsCampanhaAtiva();
  return campanha.data ? <CampaignSurvey campanha={campanha.data} /> : null;
}
