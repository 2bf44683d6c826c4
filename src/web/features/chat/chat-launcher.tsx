import { useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { loadFullCatalogue, useTranslation } from '../../lib/i18n.ts';

type TPanel = ComponentType<{ open: boolean; onClose: () => void }>;

const PANEL_ID = 'chat-panel';

/**
 * The floating chat button on every public page (spec §1, §4). It is all the landing page loads of the
 * chat: the panel's code and texts are fetched when the button is first used (or hovered, or focused).
 * Once open, the panel stays mounted, so closing and reopening keeps the conversation.
 */
export function ChatLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<TPanel | null>(null);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const aside = useStepAside(button);

  // The panel's texts are in the whole catalogue, not in the landing page's part of it (decision 003).
  function load() {
    Promise.all([import('./components/chat-panel.tsx'), loadFullCatalogue()]).then(
      ([module]) => setPanel(() => module.ChatPanel),
      () => setFailed(true),
    );
  }

  // Closed again (Escape, the close button, a link followed): focus goes back to the button.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const busy = open && !Panel && !failed;
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open && Boolean(Panel)}
        aria-controls={Panel ? PANEL_ID : undefined}
        aria-label={t(open ? 'chat.close' : 'chat.open')}
        aria-busy={busy || undefined}
        data-testid="chat-button"
        onPointerEnter={() => Panel || load()}
        onFocus={() => Panel || load()}
        onClick={() => {
          if (!Panel) load();
          setFailed(false);
          setOpen((current) => !current);
        }}
        className={`fixed right-4 bottom-4 z-50 h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white/70 transition hover:bg-brand-800 ${open ? 'hidden sm:flex' : 'flex'} ${aside && !open ? 'translate-x-11 focus-visible:translate-x-0' : ''}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7 fill-current">
          {open ? (
            <path d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z" />
          ) : (
            <path d="M12 3c5 0 9 3.4 9 7.6 0 4.2-4 7.6-9 7.6-.9 0-1.8-.1-2.6-.3L5 20l1-3.6C4.2 15 3 12.9 3 10.6 3 6.4 7 3 12 3Zm-4 6.4a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Zm4 0a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Zm4 0a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Z" />
          )}
        </svg>
      </button>
      {Panel && <Panel open={open} onClose={() => setOpen(false)} />}
      {open && failed && (
        <p
          role="alert"
          className="fixed right-4 bottom-20 z-50 max-w-xs rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg first-letter:uppercase"
        >
          {t('chat.errors.sendFailed')}
        </p>
      )}
    </>
  );
}

/** The button with its ring (56 + 2 × 4 px), 12 px from the bottom right of the screen. */
const CORNER = { size: 64, margin: 12 };
/**
 * What a tap on the page can act on, and what the page says went wrong (an alert: on /track at phone
 * size the button stood over the "not found" message, issue 30).
 */
const ACTIONABLE =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"]), [role="alert"]';

/** Whether anything actionable (or an alert) lies under the button's corner: sampled every 16 px (a link's line is ~20). */
function cornerCovers(button: HTMLElement | null): boolean {
  const steps = 4;
  const step = CORNER.size / steps;
  const right = window.innerWidth - CORNER.margin;
  const bottom = window.innerHeight - CORNER.margin;
  for (let i = 0; i <= steps; i++) {
    for (let j = 0; j <= steps; j++) {
      for (const element of document.elementsFromPoint(right - i * step, bottom - j * step)) {
        if (button?.contains(element) || element.closest(`#${PANEL_ID}`)) continue;
        if (element.closest(ACTIONABLE)) return true;
      }
    }
  }
  return false;
}

/**
 * Whether any page's control (a button, a link, a field) or alert is passing under the button's corner, on
 * whatever page and whenever it appears. The button then moves mostly off the edge, into the page's
 * margin (its 28 px still on screen), and comes back when the control has scrolled on (or when the
 * button gets keyboard focus). Checked once a frame at most, after a scroll, a resize or a change of
 * the page.
 */
function useStepAside(button: RefObject<HTMLElement | null>): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setAside(cornerCovers(button.current));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [button]);
  return aside;
}
