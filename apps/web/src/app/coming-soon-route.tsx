import type { RouteObject } from 'react-router';
import { ComingSoon } from '../ui/coming-soon.tsx';

/** A route whose screen belongs to a feature that has not launched yet. */
export function comingSoonRoute(path: string, title: string, description: string): RouteObject {
  return { path, element: <ComingSoon title={title} description={description} /> };
}
