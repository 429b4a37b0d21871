import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './styles.module.scss';

type Props = {
  title: string;
  description: string;
  /** The first paragraph under the heading. */
  lead: ReactNode;
  /** Page sections, each laying out its own width (see Section). */
  children?: ReactNode;
};

/** The frame of a business page: <title>, meta description, h1 and lead. */
export default function PageShell({title, description, lead, children}: Props) {
  return (
    <Layout title={title} description={description}>
      <main className={styles.page}>
        <header className={styles.header}>
          <div className={styles.inner}>
            <Heading as="h1">{title}</Heading>
            <p className={styles.lead}>{lead}</p>
          </div>
        </header>
        {children}
      </main>
    </Layout>
  );
}
