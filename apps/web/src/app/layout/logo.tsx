import { Link } from 'react-router';

export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={`inline-flex items-center gap-2.5 ${className ?? ''}`} aria-label="Cuepoint home">
      <svg viewBox="0 0 64 64" className="size-9" aria-hidden>
        <rect width="64" height="64" rx="14" fill="#171423" />
        <circle cx="32" cy="32" r="19" fill="none" stroke="#ff3d81" strokeWidth="6" />
        <path d="M32 13v19l13 8" fill="none" stroke="#2de2e6" strokeWidth="6" strokeLinecap="round" />
      </svg>
      <span className="font-display text-xl font-bold tracking-tight">Cuepoint</span>
    </Link>
  );
}
