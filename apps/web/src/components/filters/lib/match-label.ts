const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');

/** Whether an option's label contains the typed text, ignoring case and accents ('sao' finds 'São Paulo'). */
export function matchesLabel(label: string, typed: string): boolean {
  const needle = fold(typed.trim());
  return needle === '' || fold(label).includes(needle);
}
