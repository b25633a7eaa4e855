import { useId, useState, type ReactNode } from 'react';
import { MessageCircle } from 'lucide-react';
import { Button } from '../../ui/button.tsx';

/**
 * A Messages button that says how many messages are unread and shows or hides its panel; the panel (`children`,
 * given the id the button controls) is drawn only while open, so what it loads is loaded when opened.
 */
export function MessagesDisclosure({
  showLabel,
  hideLabel,
  unread,
  children,
}: {
  showLabel: string;
  hideLabel: string;
  unread: number;
  children: (panelId: string) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="flex basis-full flex-col gap-3">
      <Button
        size="sm"
        variant="outline"
        className="self-start"
        aria-expanded={open}
        aria-controls={panelId}
        icon={<MessageCircle className="size-4" aria-hidden />}
        onClick={() => setOpen((current) => !current)}
      >
        {open ? hideLabel : showLabel}
        {unread > 0 ? (
          <span className="ml-1 rounded-full bg-cue-500 px-2 py-0.5 text-xs font-bold text-ink-950">
            {unread} unread
          </span>
        ) : null}
      </Button>
      {open ? children(panelId) : null}
    </div>
  );
}
