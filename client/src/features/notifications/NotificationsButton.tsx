import { useState } from 'react';
import { BellIcon } from '../../ui/icons';

/** Header bell with the notifications popup. */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  return (
    <div className="popover-anchor">
      <button type="button" className="icon-btn" aria-label="Notifications" aria-expanded={open} onClick={() => setOpen(!open)}>
        <BellIcon />
      </button>
      {open && (
        <div className="popover" role="dialog" aria-label="Notifications">
          <p className="muted">No notifications available.</p>
        </div>
      )}
    </div>
  );
}
