import './zod-locale.ts';

export * from './access.ts';
export * from './auth.ts';
export * from './cluster.ts';
export * from './cnpj.ts';
export * from './empresas.ts';
export * from './endpoints.ts';
export * from './errors.ts';
export * from './logo.ts';
export * from './nps.ts';
export * from './opcoes.ts';
export * from './password.ts';
export * from './relatorio.ts';
export * from './resources.ts';
export * from './routes.ts';
export * from './text.ts';
export * from './usuarios.ts';
