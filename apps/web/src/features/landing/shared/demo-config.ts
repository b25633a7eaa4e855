import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TSignupUserType } from '@cuepoint/domain/accounts/user-types';

/** What a role page's demo needs: whose dashboard it is, the lazily loaded dashboard and how to start loading it. */
export type DemoConfig = {
  /** The role the demo's sign-up link presets. */
  role: TSignupUserType;
  /** "DJ" in "Demo: View DJ Dashboard". */
  label: string;
  /** "Sign Up as a DJ". */
  signUpLabel: string;
  Dashboard: LazyExoticComponent<ComponentType>;
  preload(): void;
};

/** The demo's code is its own chunk: loaded on the toggle (or when a pointer or focus nears it), never with the page. */
export function lazyDemo(load: () => Promise<{ default: ComponentType }>) {
  let started: Promise<{ default: ComponentType }> | null = null;
  const once = () => (started ??= load());
  return { load: once, preload: () => void once() };
}

/** A role page's demo: `label`'s dashboard, loaded lazily from `load`, with its "Sign Up as a …" link. */
export function demoConfig(
  role: TSignupUserType,
  label: string,
  load: () => Promise<{ default: ComponentType }>,
): DemoConfig {
  const demo = lazyDemo(load);
  return {
    role,
    label,
    signUpLabel: `Sign Up as a ${label}`,
    Dashboard: lazy(demo.load),
    preload: demo.preload,
  };
}
