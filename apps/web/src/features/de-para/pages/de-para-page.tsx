// TEMPORARY (helper C replaces it): /de-para
export function DeParaPage() {
  return null;
}
