import { createContext, useContext } from 'react';
import { enthusiastKeys, type EnthusiastKeys } from './enthusiast-api.ts';

/** The signed-in enthusiast's query keys, provided by the dashboard page. */
export const EnthusiastKeysContext = createContext<EnthusiastKeys | null>(null);

export function useEnthusiastKeys(): EnthusiastKeys {
  const keys = useContext(EnthusiastKeysContext);
  if (!keys) throw new Error('useEnthusiastKeys must be used inside the enthusiast dashboard');
  return keys;
}

export { enthusiastKeys };
