import { lazy, Suspense } from 'react';

import { useNpsCampanhaAtiva } from '../api/get-nps-campanha-ativa.ts';

// the button and the survey arrive only while a campaign is open: most days there is none (issue 8 §4)
const CampaignSurvey = lazy(() =>
  import('./nps-campaign-survey.tsx').then((m) => ({ default: m.CampaignSurvey })),
);

/**
 * The floating 'Pesquisa Satisfação' button (spec 000 §2.3, §2.9): only while a campaign is open, the user
 * has not answered it and this browser has not shown it yet (closing the survey marks it viewed).
 */
export function NpsSurvey() {
  const campanha = useNpsCampanhaAtiva();
  return campanha.data ? (
    <Suspense fallback={null}>
      <CampaignSurvey campanha={campanha.data} />
    </Suspense>
  ) : null;
}
