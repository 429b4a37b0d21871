import {useEffect, useState} from 'react';
import {failuresShownInline, onRequestFailure} from '@site/src/api/events';
import styles from './styles.module.scss';

const SHOW_MS = 5000;

/**
 * Shows the message of every failed API request (the body's msg, or
 * "network is poor, please retry") for a few seconds, announced to screen
 * readers. Rendered once, by the Root wrapper. A view that shows its own
 * failures in place (the form) keeps it away.
 */
export default function ToastRegion() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    let timer: number | undefined;
    const off = onRequestFailure((error) => {
      if (failuresShownInline()) return;
      setMessage(error.message);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setMessage(null), SHOW_MS);
    });
    return () => {
      off();
      window.clearTimeout(timer);
    };
  }, []);
  return (
    <div className={styles.region} aria-live="assertive">
      {message && (
        <p className={styles.toast} data-toast>
          {message}
        </p>
      )}
    </div>
  );
}
