import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

afterEach(() => cleanup());

/**
 * Files of the web project share one jsdom per worker (vitest `isolate: false`: creating a jsdom per file cost a
 * quarter of the project's time). Each file starts from what a fresh one would give it: an empty document at the
 * site's root, no storage or cookies, real timers and the real globals.
 */
beforeAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // Files that run in node (`@vitest-environment node`) have no document to reset.
  if (typeof document === 'undefined') return;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const name of [...document.documentElement.attributes].map((attribute) => attribute.name))
    document.documentElement.removeAttribute(name);
  document.documentElement.className = '';
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.title = '';
});
