/** Satisfaction survey (NPS) of spec 000 §2.9, §3, §7 and §9. */
export const npsMessages = {
  button: 'Pesquisa Satisfação',
  question: 'Em uma escala de 0 a 10, quanto você recomendaria o Matriz a um colega?',
  thanks: 'Obrigado pela sua resposta!',
  scoreRequired: 'Escolha uma nota de 0 a 10',
  campaignInvalid: 'Campanha inválida',
  originTooLong: 'A origem deve ter no máximo 200 caracteres',
  notAvailable: 'Esta pesquisa não está disponível hoje',
  alreadyAnswered: 'Você já respondeu esta pesquisa',
  saveFailed: 'Não foi possível enviar sua resposta. Tente novamente.',
} as const;

export const NPS_MIN_SCORE = 0;
export const NPS_MAX_SCORE = 10;
