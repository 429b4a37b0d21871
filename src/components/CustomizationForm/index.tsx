import {lazy, Suspense, useEffect, useRef, useState} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.scss';
import {remembersForm} from './tabMemory';

// react-hook-form loads only when the form comes near the screen, so pages
// without it (and the top of the home page) stay light; zod and axios wait
// further, for the first focus in the form (Form.tsx).
// Named, so the build's weight check (scripts/test/weight-budget.ts) finds what the form loads.
const Form = lazy(() => import(/* webpackChunkName: "customization-form" */ './Form'));

function Placeholder({onOpen}: {onOpen: () => void}) {
  return (
    <div className={styles.placeholder}>
      <button type="button" className="button button--secondary button--lg" onClick={onOpen}>
        <Translate id="form.open">填写定制申请</Translate>
      </button>
    </div>
  );
}

export default function CustomizationForm() {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = anchor.current;
    // A reload restores the scroll position only roughly (the bands above
    // are sized by estimate until drawn): a draft or a sent request in this
    // tab, or a link to the form, shows it at once.
    const wanted = remembersForm() || window.location.hash === '#apply-for-trial';
    if (!node || wanted || !('IntersectionObserver' in window)) {
      setOpen(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setOpen(true), {
      rootMargin: '600px 0px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={anchor} className={styles.container}>
      {open ? (
        <Suspense fallback={<Placeholder onOpen={() => undefined} />}>
          <Form />
        </Suspense>
      ) : (
        <Placeholder onOpen={() => setOpen(true)} />
      )}
    </div>
  );
}
