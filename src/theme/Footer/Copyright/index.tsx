import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import Translate from '@docusaurus/Translate';
import {contacts} from '@site/src/data/contacts';
import styles from './styles.module.scss';
import {supportHours} from '@site/src/labels/support';

type Props = WrapperProps<typeof CopyrightType>;

// Footer links come from the config; the hotline is rendered here so that its
// number lives once, in src/data/contacts.ts, not in 12 footer.json files.
export default function CopyrightWrapper(props: Props) {
  return (
    <>
      <p className={styles.contact}>
        <Translate
          id="footer.hotline"
          description="Label before the hotline number"
          values={{supportHours: supportHours()}}
        >
          {'{supportHours}客服热线'}
        </Translate>{' '}
        <a href={`tel:${contacts.hotline.tel}`}>{contacts.hotline.display}</a>
        {' · '}
        <a href={`mailto:${contacts.supportEmail}`}>{contacts.supportEmail}</a>
      </p>
      <Copyright {...props} />
    </>
  );
}
