export const env = { dev: false };
