import type { Problem } from '@matriz/contracts';

/** A failure with a status and pt-BR texts, turned into problem+json by the error handler. */
export class AppError extends Error {
  readonly status: number;
  readonly title: string;
  readonly detail: string | undefined;
  readonly errors: Problem['errors'];
  /** Extra members of the problem document (e.g. the session-conflict payload). */
  readonly extra: Record<string, unknown>;

  constructor(
    status: number,
    title: string,
    opts: { detail?: string; errors?: Problem['errors']; extra?: Record<string, unknown> } = {},
  ) {
    super(title);
    this.status = status;
    this.title = title;
    this.detail = opts.detail;
    this.errors = opts.errors;
    this.extra = opts.extra ?? {};
  }
}

export const badRequest = (title: string, campo?: string) =>
  new AppError(400, title, campo ? { errors: [{ campo, mensagem: title }] } : {});
export const unauthorized = (title: string) => new AppError(401, title);
export const forbidden = (title: string) => new AppError(403, title);
export const notFound = (title: string) => new AppError(404, title);
export const conflict = (title: string, campo?: string) =>
  new AppError(409, title, campo ? { errors: [{ campo, mensagem: title }] } : {});
