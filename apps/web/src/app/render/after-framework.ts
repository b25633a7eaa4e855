import { hydrateRoot } from 'react-dom/client';

/**
 * Imported first by start-app: React DOM (and what it needs) is evaluated, then this module waits for the next task,
 * and only then is the rest of the app evaluated. Evaluating all of it at once is one long task on a phone, during
 * which a tap waits; two halves are two shorter ones. It waits for a timer only, never for a module, so nothing can
 * wait on it in a cycle.
 */
export const reactDomLoaded = typeof hydrateRoot === 'function';
await new Promise<void>((resolve) => setTimeout(resolve, 0));
