import {useEffect, useRef, useState, type ComponentProps} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from './styles.module.scss';

type Props = ComponentProps<typeof Heading>;

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Plain-http hosts have no Clipboard API; the selection fallback still works.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

/**
 * A help-center heading with a visible "Copy link" button, so support staff
 * can paste the exact answer or clause: the link is the page URL plus the
 * heading's stable id, the same in every locale.
 */
export default function CopyLinkHeading({id, ...props}: Props) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  if (!id) return <Heading {...props} />;

  const copy = async () => {
    const url = `${window.location.origin}${window.location.pathname}#${id}`;
    try {
      await copyText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), 2500);
  };

  return (
    <div className={styles.row}>
      <Heading id={id} {...props} />
      <button type="button" className={styles.copy} onClick={copy} aria-describedby={id} data-copy-link={id}>
        {state === 'copied' ? (
          <Translate id="help.linkCopied" description="Shown after the link to a heading was copied">
            已复制链接
          </Translate>
        ) : (
          <Translate id="help.copyLink" description="Button that copies the link to a heading">
            复制链接
          </Translate>
        )}
      </button>
      <span className={styles.status} role="status" aria-live="polite">
        {state === 'copied'
          ? translate({id: 'help.linkCopied', message: '已复制链接'})
          : state === 'failed'
            ? translate({id: 'help.copyFailed', message: '无法复制，请手动复制地址栏中的链接'})
            : ''}
      </span>
    </div>
  );
}
