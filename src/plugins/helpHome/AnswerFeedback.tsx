import {useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.scss';

type Helpful = 'yes' | 'no';

/**
 * "Did this answer help?" under an FAQ answer, so support learns which
 * answers fail. The answer goes to analytics only where the visitor allowed
 * it: `window.gtag` exists only then (src/lib/analytics.ts). Nothing is
 * stored; the thanks lasts until the page is left. Without JavaScript the
 * buttons show disabled, as the theme's own colour switch does.
 */
export default function AnswerFeedback({answer}: {answer: string}) {
  const isBrowser = useIsBrowser();
  const [given, setGiven] = useState<Helpful | null>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const send = (helpful: Helpful) => {
    const {gtag} = window as {gtag?: (...args: unknown[]) => void};
    gtag?.('event', 'answer_feedback', {answer_id: answer, helpful});
    setGiven(helpful);
    // The pressed button is gone: the focus goes to what replaced it.
    requestAnimationFrame(() => thanks.current?.focus());
  };
  return (
    <div className={styles.row} data-feedback={answer} data-search-ignore>
      {given ? (
        <p ref={thanks} tabIndex={-1} role="status">
          <Translate id="feedback.thanks">谢谢您的反馈！</Translate>
          {given === 'no' && (
            <>
              {' '}
              <Link to="#contact-support">
                <Translate id="helpHome.contact">联系客服</Translate>
              </Link>
            </>
          )}
        </p>
      ) : (
        <>
          <span>
            <Translate id="feedback.question">这个回答有帮助吗？</Translate>
          </span>
          {/* The two answers wrap to a line of their own together, never one without the other. */}
          <span className={styles.answers}>
            <button
              type="button"
              className="button button--outline button--primary"
              disabled={!isBrowser}
              onClick={() => send('yes')}
            >
              <Translate id="feedback.yes">有帮助</Translate>
            </button>
            <button
              type="button"
              className="button button--outline button--primary"
              disabled={!isBrowser}
              onClick={() => send('no')}
            >
              <Translate id="feedback.no">没有帮助</Translate>
            </button>
          </span>
        </>
      )}
    </div>
  );
}
