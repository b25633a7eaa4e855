import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '../lib/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline';
/**
 * `icon`: a button holding only an icon, as narrow on a phone as a finger allows (the header's row of them); `xs`: a
 * small action inside a line of text (a message's Edit). Classes passed to a button are added, not merged, so a size
 * is changed by choosing another size, never by a `px-` or `h-` class beside it.
 */
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-50 select-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-cue-500 text-ink-950 hover:bg-cue-400 shadow-glow',
  secondary: 'bg-wave-400 text-ink-950 hover:bg-wave-300',
  outline: 'border border-ink-500 text-mist-100 hover:border-mist-300 hover:bg-ink-800',
  ghost: 'text-mist-200 hover:bg-ink-700 hover:text-mist-100',
  danger: 'bg-red-500 text-white hover:bg-red-400',
};

const sizes: Record<ButtonSize, string> = {
  xs: 'h-7 px-2 text-sm whitespace-nowrap',
  sm: 'h-9 px-4 text-sm whitespace-nowrap',
  md: 'h-11 px-5 text-sm whitespace-nowrap',
  // A page's main call to action: on a phone a long label wraps onto a second line rather than leave the screen.
  lg: 'min-h-13 px-5 py-2 text-center text-base sm:whitespace-nowrap sm:px-7',
  icon: 'h-9 px-2 text-sm whitespace-nowrap sm:px-3',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return cn(base, variants[variant], sizes[size], extra);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  busy?: boolean;
  icon?: ReactNode;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, busy, icon, className, children, type = 'button', disabled, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? (
        <span
          aria-hidden
          className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
        />
      ) : (
        icon
      )}
      {children}
    </button>
  );
});

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; size?: ButtonSize; icon?: ReactNode };

export function ButtonLink({ variant, size, icon, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link
      className={buttonClasses(variant, size, typeof className === 'string' ? className : undefined)}
      {...rest}
    >
      {icon}
      {children}
    </Link>
  );
}
