import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The NPS campaigns this browser already showed (spec 000 §2.9: viewed state remembered locally per
 * campaign). An interface preference: signing out or clearing the session keeps it.
 */
interface NpsViewedState {
  campanhas: string[];
}

export const useNpsViewedStore = create<NpsViewedState>()(
  persist(() => ({ campanhas: [] as string[] }), {
    name: 'matriz-nps',
    version: 1,
    storage: createJSONStorage(() => localStorage),
  }),
);

export function markNpsViewed(campanhaId: string): void {
  const { campanhas } = useNpsViewedStore.getState();
  if (!campanhas.includes(campanhaId)) useNpsViewedStore.setState({ campanhas: [...campanhas, campanhaId] });
}

export function useNpsViewed(campanhaId: string): boolean {
  return useNpsViewedStore((s) => s.campanhas.includes(campanhaId));
}
