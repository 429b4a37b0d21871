/**
 * The navbar's search (replaces the theme's empty SearchBar slot): a button
 * that opens a dialog searching this locale's help answers, agreements and
 * business pages. Only the button and its keys are part of every page: the
 * dialog's code (./Dialog.tsx) loads when it is first opened, and the index
 * on the first query. Keyboard: "/" or Ctrl/Cmd+K opens.
 */
import {lazy, Suspense, useCallback, useEffect, useRef, useState} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.scss';

const loadDialog = () => import('./Dialog');
const SearchDialog = lazy(loadDialog);

/**
 * With `className`, a search field in a page (the FAQ's help home), styled
 * there: its label always shown, without the keyboard shortcuts the navbar's owns.
 */
export default function SearchBar({className}: {className?: string}) {
  const box = className !== undefined;
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) opener.current?.focus();
  }, []);

  useEffect(() => {
    if (box) return undefined;
    const onKey = (e: KeyboardEvent) => {
      const typing = e.target instanceof HTMLElement && e.target.closest('input, textarea, select, [contenteditable]');
      if ((e.key === 'k' && (e.ctrlKey || e.metaKey)) || (e.key === '/' && !typing)) {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [box]);

  const label = translate({id: 'search.label', message: '搜索帮助'});
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={className ?? styles.opener}
        onClick={() => setOpen(true)}
        // Pointing at the button starts the dialog's download before the click.
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
        aria-haspopup="dialog"
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 14 15.5l.3.3v.8l5 5 1.5-1.5-5-5Zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Z"
          />
        </svg>
        {box ? (
          <span>{label}</span>
        ) : (
          <>
            <span className={styles.openerLabel}>{label}</span>
            {/* A phone shows the short word: an icon alone is not read as search by everyone. */}
            <span className={styles.openerShort} aria-hidden="true">
              {translate({id: 'search.short', message: '搜索'})}
            </span>
            <kbd className={styles.kbd}>/</kbd>
          </>
        )}
      </button>
      {open && (
        // Without its chunk (offline before the help was saved, a new deploy) the button stays as it is.
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <SearchDialog onClose={close} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
