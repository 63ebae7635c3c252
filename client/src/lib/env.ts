/** The one place that reads Vite's import.meta.env (Jest maps this module to a stand-in). */
export const env = { dev: import.meta.env.DEV };
