/** The API's base path (app.ts API_PREFIX), for links in e-mails; a module of its own so jobs need not load app.ts. */
export const API_PREFIX_PATH = '/api/v14';
