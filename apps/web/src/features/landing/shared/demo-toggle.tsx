import { forwardRef } from 'react';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { Button } from '../../../ui/button.tsx';
import type { DemoConfig } from './demo-config.ts';

/** The spec's toggle: "Demo: View … Dashboard" while the page shows, "Demo: Log Out" while the demo does. */
export const DemoToggle = forwardRef<
  HTMLButtonElement,
  { demo: DemoConfig; on: boolean; onToggle(): void; className?: string }
>(function DemoToggle({ demo, on, onToggle, className }, ref) {
  return (
    <Button
      ref={ref}
      variant="outline"
      size="lg"
      className={className}
      data-testid="demo-toggle"
      icon={
        on ? <LogOut className="size-5" aria-hidden /> : <LayoutDashboard className="size-5" aria-hidden />
      }
      onPointerEnter={demo.preload}
      onFocus={demo.preload}
      onClick={onToggle}
    >
      {on ? 'Demo: Log Out' : `Demo: View ${demo.label} Dashboard`}
    </Button>
  );
});
