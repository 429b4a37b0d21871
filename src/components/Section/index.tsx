import type {ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';
import styles from './styles.module.scss';

type Props = {
  id: string;
  /** The h2; omit it where the page heading already names the content. */
  title?: ReactNode;
  intro?: ReactNode;
  tinted?: boolean;
  /** Links open the page at this band, so it is laid out at once (styles.module.scss says why). */
  linkTarget?: boolean;
  className?: string;
  children: ReactNode;
};

/** A page section: an anchor id, an h2 that names it, and its content. */
export default function Section({id, title, intro, tinted, linkTarget, className, children}: Props) {
  // Links to /#apply-for-trial etc. are checked at build time like heading ids.
  useBrokenLinks().collectAnchor(id);
  return (
    <section
      id={id}
      className={clsx(styles.band, tinted && styles.tinted, linkTarget && styles.linkTarget, className)}
      aria-labelledby={title ? `${id}-title` : undefined}
    >
      <div className={styles.section}>
        {title && (
          <Heading as="h2" id={`${id}-title`}>
            {title}
          </Heading>
        )}
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
