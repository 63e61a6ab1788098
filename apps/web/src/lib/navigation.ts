/** Navigation for code outside React (the global 401). The root layout registers the router's navigate. */
type Navigate = (to: string) => void;

const fallback: Navigate = (to) => window.location.assign(to);
let current: Navigate = fallback;

export function setNavigator(next: Navigate): () => void {
  current = next;
  return () => {
    if (current === next) current = fallback;
  };
}

export function navigateTo(to: string): void {
  current(to);
}
