import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The query parameter the home's "today's ticket" opens the reserve page with (a `YYYY-MM-DD` day). */
export const TICKET_PARAM = 'ticket';

/**
 * Opens a day's reserve details (its tickets: QR and forgotten-card code) when the address asks for
 * it, once, then takes the parameter out of the address (a reload or Back does not open it again).
 * A component of its own: only it reads the address.
 */
export function TicketFromAddress({ onOpen }: { onOpen: (date: string) => void }) {
  const [params, setParams] = useSearchParams();
  const day = params.get(TICKET_PARAM);
  useEffect(() => {
    if (!day) return;
    if (/^\d{4}-\d{2}-\d{2}$/.test(day)) onOpen(day);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TICKET_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [day, onOpen, setParams]);
  return null;
}
