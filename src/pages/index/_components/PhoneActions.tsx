import {useEffect, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Phrases from '@site/src/components/Phrases';
import {faqPath} from '@site/src/data/navigation';
import styles from './home.module.scss';

/**
 * The home page's calls to action: how to rent, help for a renter in trouble
 * (the FAQ's help home), and the trial form. The phone's bar has room for
 * two: the renters' (`trial={false}`); the trial stays in the hero and its section.
 */
export function CallsToAction({large = false, trial = true}: {large?: boolean; trial?: boolean}) {
  const size = large ? ' button--lg' : '';
  return (
    <>
      <Link className={`button button--primary${size}`} to="#how-to-rent">
        <Phrases>{translate({id: 'home.cta.rent', message: '如何租借'})}</Phrases>
      </Link>
      <Link className={`button button--secondary${size}`} to={faqPath} data-cta="help">
        <Phrases>{translate({id: 'home.cta.help', message: '帮助'})}</Phrases>
      </Link>
      {trial && (
        <Link className={`button button--secondary${size}`} to="#apply-for-trial">
          <Phrases>{translate({id: 'home.cta.trial', message: '申请试用'})}</Phrases>
        </Link>
      )}
    </>
  );
}

/**
 * On a phone, the renters' calls to action stay within reach: a compact
 * bar at the foot of the screen once the hero's own buttons have scrolled
 * away. It steps aside where it would cover what it points to or the end of
 * the page: while the form or the footer is on screen. Wide screens never show it.
 */
export default function PhoneActions({watch}: {watch: string}) {
  const [shown, setShown] = useState(false);
  const visible = useRef(new Set<Element>());
  useEffect(() => {
    const targets = [watch, '#apply-for-trial', 'footer']
      .map((selector) => document.querySelector(selector))
      .filter((el): el is Element => el !== null);
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.current.add(entry.target);
        else visible.current.delete(entry.target);
      }
      setShown(visible.current.size === 0);
    });
    targets.forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [watch]);
  return (
    <div className={styles.phoneActions} data-phone-actions data-shown={shown} inert={!shown}>
      <CallsToAction trial={false} />
    </div>
  );
}
