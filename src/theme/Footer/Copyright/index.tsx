import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import {contacts} from '@site/src/data/contacts';
import styles from './styles.module.scss';
import {Hotline} from '@site/src/components/BusinessFacts';
import {hotlineLabel} from '@site/src/labels/support';

type Props = WrapperProps<typeof CopyrightType>;

// Footer links come from the config; the hotline is rendered here so that its
// number lives once, in src/data/contacts.ts, not in 12 footer.json files.
export default function CopyrightWrapper(props: Props) {
  return (
    <>
      <p className={styles.contact}>
        {hotlineLabel()} <Hotline />
        {' · '}
        <a href={`mailto:${contacts.supportEmail}`}>{contacts.supportEmail}</a>
      </p>
      <Copyright {...props} />
    </>
  );
}
